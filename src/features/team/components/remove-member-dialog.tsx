import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/confirm-dialog.tsx';

/** Asks once more before a member leaves the team; their points stay with the company. */
export function RemoveMemberDialog({
  name,
  ...props
}: ConfirmDialogProps & {
  /** Kept while the dialog closes, so its title does not change during the exit transition. */
  name: string;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog {...props} title={t`Remove ${name} from the team?`}>
      <Text>
        <Trans>
          They can no longer sign in to your company's club account. The points they earned stay with the company.
        </Trans>
      </Text>
    </ConfirmDialog>
  );
}
