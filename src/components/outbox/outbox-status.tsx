import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useOnline } from '../../lib/outbox/use-online.ts';
import { useOutbox } from './use-outbox.ts';

/** Pending count, 'Sync now' and the last-synced time, in the header. */
export function OutboxStatus() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { pending, lastSynced, syncNow } = useOutbox();
  const [syncing, setSyncing] = useState(false);
  const synced =
    lastSynced === null ? t`never` : i18n.date(new Date(lastSynced), { timeStyle: 'short', dateStyle: 'short' });

  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={t`Sync`}>
      <Text size="sm" fw={pending > 0 ? 700 : 400} aria-live="polite">
        {pending > 0 ? (
          <Plural value={pending} one="# change waiting to sync" other="# changes waiting to sync" />
        ) : (
          <Trans>All changes sent</Trans>
        )}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Last synced: {synced}</Trans>
      </Text>
      <Button
        variant="default"
        size="sm"
        disabled={!online}
        loading={syncing}
        onClick={() => {
          setSyncing(true);
          void syncNow().finally(() => setSyncing(false));
        }}
      >
        <Trans>Sync now</Trans>
      </Button>
    </Group>
  );
}
