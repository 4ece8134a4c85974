import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
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

/**
 * Asks once more before something is removed; the confirming button names the action.
 * It mounts the first time it opens: a closed Mantine Modal still renders its portal (a node appended to the body),
 * the scroll lock and its styles, and the project list has one per row, all of it inside the list's first render on a
 * slow phone (decision 0300). It mounts closed and opens at once after, so it fades in as before.
 */
export function ConfirmDialog({ opened, title, confirmLabel, children, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  if (!opened && !mounted) return null;
  return (
    <Modal
      opened={opened && mounted}
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
