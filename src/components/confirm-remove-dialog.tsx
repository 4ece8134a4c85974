import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { focusMainIfLost } from './focus-main.ts';

export interface ConfirmRemoveDialogProps {
  opened: boolean;
  busy: boolean;
  errors: MessageDescriptor[];
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks once more before something goes (a team member, a passkey): the question as the title, what follows in a
 * sentence, the server's refusal if any, and Cancel / Remove as 44 px buttons.
 */
export function ConfirmRemoveDialog({
  opened,
  title,
  children,
  busy,
  errors,
  onConfirm,
  onClose,
}: ConfirmRemoveDialogProps & { title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      onExitTransitionEnd={focusMainIfLost}
    >
      <Stack gap="lg">
        <Text>{children}</Text>
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
