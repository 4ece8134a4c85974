import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusMainIfLost } from '#src/components/focus-main.ts';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The dialog of ConfirmDialog, in a chunk of its own: Mantine's Modal loads when a dialog is first wanted. */
export default function ConfirmModal({
  opened,
  title,
  confirmLabel,
  children,
  busy,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
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
        <div>{children}</div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
