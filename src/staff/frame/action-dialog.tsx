import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { staffErrorMessages } from '../staff-errors.ts';
import { useRetryKey } from './retry-safe.ts';

export const REASON_MAX = 500;

interface ActionDialogProps<T> {
  /** Open unless said otherwise (a dialog rendered only while its action is chosen). */
  opened?: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, said before the fields. */
  description?: ReactNode;
  /** More fields above the reason (a role to choose, the points). */
  children?: ReactNode;
  confirmLabel: string;
  /** A reason the call requires (points and refusals: the installer sees it), one it allows, or none. */
  reason?: 'required' | 'optional' | 'none';
  /** The call's longest reason (500 unless the contract says less). */
  reasonMax?: number;
  /** What the reason is for (default: kept in the audit log). */
  reasonDescription?: string;
  /** The other fields are not filled in yet: the confirm button waits. */
  incomplete?: boolean;
  danger?: boolean;
  /**
   * Sends the action with the reason and an Idempotency-Key (send it with `retrySafe(key)`): the same while the
   * dialog stays open with the same fields, so sending again after a lost answer acts once on the server. The dialog
   * closes when it succeeds and shows the refusal, translated, when not; what was typed stays.
   */
  action: (reason: string, idempotencyKey: string) => Promise<T>;
  /** What else the request holds (a role chosen above the reason): another value is another request, another key. */
  fields?: string;
  onDone?: (answer: T) => void;
}

/** A staff action in a dialog: what it does, a reason for the audit log, and the server's refusal, translated. */
export function ActionDialog<T>(props: ActionDialogProps<T>) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const retry = useRetryKey();
  const wants = props.reason ?? 'optional';
  const send = useMutation({
    mutationFn: () => props.action(reason.trim(), retry.keyFor([reason.trim(), props.fields ?? ''])),
    onSuccess: (answer) => {
      retry.done();
      setReason('');
      props.onDone?.(answer);
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
  const waiting = (wants === 'required' && reason.trim() === '') || props.incomplete === true;
  return (
    <Modal
      opened={props.opened ?? true}
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
          {wants !== 'none' && (
            <Textarea
              label={wants === 'required' ? t`Reason` : t`Reason (optional)`}
              description={props.reasonDescription ?? t`Kept in the audit log.`}
              required={wants === 'required'}
              autosize
              minRows={2}
              maxLength={props.reasonMax ?? REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          <ErrorAlert messages={send.isError ? staffErrorMessages(send.error) : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color={props.danger ? 'red' : undefined} loading={send.isPending} disabled={waiting}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
