import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmRemoveDialog, type ConfirmRemoveDialogProps } from '#src/components/confirm-remove-dialog.tsx';

/** Asks once more before a passkey goes: it can then no longer sign in. */
export function RemovePasskeyDialog({
  name,
  ...props
}: ConfirmRemoveDialogProps & {
  /** Kept while the dialog closes, so its title does not change during the exit transition. */
  name: string;
}) {
  const { t } = useLingui();
  return (
    <ConfirmRemoveDialog {...props} title={t`Remove the passkey ${name}?`}>
      <Trans>You will no longer be able to sign in with it. You can still sign in with a code.</Trans>
    </ConfirmRemoveDialog>
  );
}
