import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { staffErrorMessages } from '../staff-errors.ts';

export const REASON_MAX = 500;

interface ActionDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, said before the fields. */
  description?: ReactNode;
  /** More fields above the reason (a role to choose). */
  children?: ReactNode;
  confirmLabel: string;
  /** Whether a reason must be given (points and refusals: the installer sees it). */
  reasonRequired?: boolean;
  danger?: boolean;
  /**
   * Sends the action with the reason and an Idempotency-Key (send it with `retrySafe(key)`): the same while the
   * dialog stays open with the same fields, so sending again after a lost answer acts once on the server. The dialog
   * closes when it succeeds and shows the refusal when not.
   */
  action: (reason: string, idempotencyKey: string) => Promise<unknown>;
  /** What else the request holds (a role chosen above the reason): another value is another request, another key. */
  fields?: string;
  onDone?: () => void;
}

/** A staff action in a dialog: what it does, a reason for the audit log, and the server's refusal, translated. */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const attempt = useRef<{ request: string; key: string } | null>(null);
  const send = useMutation({
    mutationFn: () => {
      const request = JSON.stringify([reason.trim(), props.fields ?? '']);
      if (attempt.current?.request !== request) attempt.current = { request, key: crypto.randomUUID() };
      return props.action(reason.trim(), attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
      setReason('');
      props.onDone?.();
      props.onClose();
    },
  });
  const close = () => {
    send.reset();
    props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const missingReason = props.reasonRequired === true && reason.trim() === '';
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {props.description}
          {props.children}
          <Textarea
            label={props.reasonRequired ? t`Reason` : t`Reason (optional)`}
            description={t`Kept in the audit log.`}
            required={props.reasonRequired}
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <ErrorAlert messages={send.isError ? staffErrorMessages(send.error) : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              color={props.danger ? 'red' : undefined}
              loading={send.isPending}
              disabled={missingReason}
            >
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The header that makes a staff write safe to send again (the server acts once per key, decision 0014). */
export const retrySafe = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });
