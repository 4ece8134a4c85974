import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusMainIfLost } from '#src/components/focus-main.ts';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before something is removed; the confirming button names the action. */
export function ConfirmDialog({ opened, title, confirmLabel, children, busy, onConfirm, onClose }: ConfirmDialogProps) {
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
