import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { focusMainIfLost } from '#src/components/focus-main.ts';

/** Shown when finishing put the project into review instead of closing it. */
export function InReviewModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Your project is in review`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      onExitTransitionEnd={focusMainIfLost}
    >
      <Stack gap="lg">
        <Text>
          <Trans>
            We check projects with many products or points before crediting them. You will get a notification when the
            review is done.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
