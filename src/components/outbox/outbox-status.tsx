import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { syncState, syncSummary } from './sync-state.ts';
import { useOutbox } from './use-outbox.ts';

/** The sync sheet's head: what waits (or that all is sent), the last-synced time and 'Sync now'. */
export function OutboxStatus() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { pending, refused, lastSynced, syncNow } = useOutbox();
  const [syncing, setSyncing] = useState(false);
  const synced = lastSynced === null ? t`never` : formatDateTime(new Date(lastSynced), i18n.locale);
  const counts = { online, pending, refused };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of status and a button, not a form's fieldset
    <div className="outbox-status" role="group" aria-label={t`Sync`}>
      <Text size="lg" fw={700} aria-live="polite" className="outbox-status-text" data-state={syncState(counts)}>
        {syncSummary(counts, i18n)}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Last synced: {synced}</Trans>
      </Text>
      <Button
        variant="default"
        size="md"
        className="sync-now"
        leftSection={<IconRefresh size={18} aria-hidden />}
        disabled={!online}
        loading={syncing}
        onClick={() => {
          setSyncing(true);
          void syncNow().finally(() => setSyncing(false));
        }}
      >
        <Trans>Sync now</Trans>
      </Button>
    </div>
  );
}
