import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmRemoveDialog, type ConfirmRemoveDialogProps } from '#src/components/confirm-remove-dialog.tsx';

/** Asks once more before a member leaves the team; their points stay with the company. */
export function RemoveMemberDialog({
  name,
  ...props
}: ConfirmRemoveDialogProps & {
  /** Kept while the dialog closes, so its title does not change during the exit transition. */
  name: string;
}) {
  const { t } = useLingui();
  return (
    <ConfirmRemoveDialog {...props} title={t`Remove ${name} from the team?`}>
      <Trans>
        They can no longer sign in to your company's club account. The points they earned stay with the company.
      </Trans>
    </ConfirmRemoveDialog>
  );
}
