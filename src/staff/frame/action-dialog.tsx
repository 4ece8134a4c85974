import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
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
  /** Sends the action with the reason; the dialog closes when it succeeds and shows the refusal when not. */
  action: (reason: string) => Promise<unknown>;
  onDone?: () => void;
}

/** A staff action in a dialog: what it does, a reason for the audit log, and the server's refusal, translated. */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => props.action(reason.trim()),
    onSuccess: () => {
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
