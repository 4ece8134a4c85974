import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useWideScreen } from '#src/lib/wide-screen.ts';
import { Sheet } from '../sheet.tsx';
import { OutboxRefusals } from './outbox-refusals.tsx';
import { OutboxStatus } from './outbox-status.tsx';

/**
 * The sync sheet (decision 0280), opened from the header's sync icon: what waits, when the device last synced,
 * Sync now, and each refused write with its reason, its fix where the feature offers one, and Discard. A bottom
 * sheet on phones, a side panel on wide screens; lazy, so none of it is in the first screen's JS.
 */
export function SyncSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const wide = useWideScreen(false);
  return (
    <Sheet
      opened={opened}
      onClose={onClose}
      position={wide ? 'right' : 'bottom'}
      size={wide ? 'md' : 'auto'}
      title={t`Sync`}
      className={wide ? 'sync-sheet' : 'sync-sheet more-sheet'}
    >
      <Stack gap="lg" pb="md">
        <OutboxStatus />
        <OutboxRefusals withOtherAccounts={false} />
      </Stack>
    </Sheet>
  );
}
