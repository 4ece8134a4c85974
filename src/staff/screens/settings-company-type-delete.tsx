import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type SettingsCompanyType, staffCompanyTypeDelete } from '#contract/staff-settings.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import type { SettingsView } from './settings-shared.tsx';

/**
 * Asks before deleting a company type (decision 0291). The server refuses one that companies have, saying how many;
 * the refusal shows here and the type stays.
 */
export function CompanyTypeDeleteDialog({
  region,
  type,
  onClose,
  onDeleted,
}: {
  region: number;
  type: SettingsCompanyType;
  onClose: () => void;
  onDeleted: (answer: SettingsView) => void;
}) {
  const { t } = useLingui();
  const remove = useMutation({
    mutationFn: () => callStaff(staffCompanyTypeDelete, { params: { region: String(region), type: String(type.id) } }),
    onSuccess: onDeleted,
  });
  const name = type.name.en;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Delete the company type “${name}”?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="md">
        <Text>
          <Trans>
            The registration stops offering it, with its texts in every language. A company type that companies have
            cannot be deleted.
          </Trans>
        </Text>
        <ErrorAlert messages={remove.isError ? staffErrorMessages(remove.error) : []} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
