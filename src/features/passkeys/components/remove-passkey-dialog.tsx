import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/confirm-dialog.tsx';

/** Asks once more before a passkey goes: it can then no longer sign in. */
export function RemovePasskeyDialog({
  name,
  ...props
}: ConfirmDialogProps & {
  /** Kept while the dialog closes, so its title does not change during the exit transition. */
  name: string;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog {...props} title={t`Remove the passkey ${name}?`}>
      <Text>
        <Trans>You will no longer be able to sign in with it. You can still sign in with a code.</Trans>
      </Text>
    </ConfirmDialog>
  );
}
