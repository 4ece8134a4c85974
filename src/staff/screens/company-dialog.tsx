import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { companyErrorMessages } from '../frame/company-errors.ts';

/** The company calls' reason: at most 200 characters (contract/staff-companies.ts). */
export const COMPANY_REASON_MAX = 200;

interface CompanyDialogProps<T> {
  onClose: () => void;
  title: string;
  /** What the action does, said before the fields. */
  description?: ReactNode;
  /** More fields above the reason (the points). */
  children?: ReactNode;
  confirmLabel: string;
  /** A reason the contract requires, one it allows, or none (a call without a body). */
  reason: 'required' | 'optional' | 'none';
  /** Says what the reason is for (default: kept in the audit log). */
  reasonDescription?: string;
  /** The other fields are not filled in yet. */
  incomplete?: boolean;
  danger?: boolean;
  /** Sends the action; the dialog closes when it succeeds and shows the server's refusal, translated, when not. */
  action: (reason: string) => Promise<T>;
  onDone?: (answer: T) => void;
}

/**
 * An action on a company or an installer in a dialog (ActionDialog's shape, with the company calls' 200-character
 * reason and their own refusals translated): what it does, the reason, and what the server said. What was typed
 * stays when the server refuses.
 */
export function CompanyDialog<T>(props: CompanyDialogProps<T>) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => props.action(reason.trim()),
    onSuccess: (answer) => {
      props.onDone?.(answer);
      props.onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const missing = (props.reason === 'required' && reason.trim() === '') || props.incomplete === true;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {props.description}
          {props.children}
          {props.reason !== 'none' && (
            <Textarea
              label={props.reason === 'required' ? t`Reason` : t`Reason (optional)`}
              description={props.reasonDescription ?? t`Kept in the audit log.`}
              required={props.reason === 'required'}
              autosize
              minRows={2}
              maxLength={COMPANY_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          )}
          <ErrorAlert messages={send.isError ? companyErrorMessages(send.error) : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color={props.danger ? 'red' : undefined} loading={send.isPending} disabled={missing}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
