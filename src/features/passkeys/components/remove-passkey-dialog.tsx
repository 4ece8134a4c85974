import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { focusMainIfLost } from '../../../components/focus-main.ts';

interface RemovePasskeyDialogProps {
  opened: boolean;
  /** Kept while the dialog closes, so its title does not change during the exit transition. */
  name: string;
  busy: boolean;
  errors: MessageDescriptor[];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before a passkey goes: it can then no longer sign in. */
export function RemovePasskeyDialog({ opened, name, busy, errors, onConfirm, onClose }: RemovePasskeyDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Remove the passkey ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      onExitTransitionEnd={focusMainIfLost}
    >
      <Stack gap="lg">
        <Text>
          <Trans>You will no longer be able to sign in with it. You can still sign in with a code.</Trans>
        </Text>
        <ErrorAlert messages={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" h={44} loading={busy} onClick={onConfirm}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
