import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { focusMainIfLost } from './focus-main.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  busy?: boolean;
  /** The server's refusal, shown above the buttons. */
  errors?: MessageDescriptor[];
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks once more before something goes (a project, a scan, a team member, a passkey): the question as the title,
 * what follows, the server's refusal if any, and Cancel / the action (Remove unless named) as 44 px buttons.
 */
export function ConfirmDialog({
  opened,
  title,
  confirmLabel,
  children,
  busy,
  errors = [],
  onConfirm,
  onClose,
}: ConfirmDialogProps & { title: string; confirmLabel?: string; children: ReactNode }) {
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
        <ErrorAlert messages={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" h={44} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? <Trans>Remove</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
