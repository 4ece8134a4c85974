import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { useOutbox } from './use-outbox.ts';

/** Pending count, the last-synced time and 'Sync now', on one line that wraps only when it must. */
export function OutboxStatus() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { pending, lastSynced, syncNow } = useOutbox();
  const [syncing, setSyncing] = useState(false);
  const synced = lastSynced === null ? t`never` : formatDateTime(new Date(lastSynced), i18n.locale);
  const Icon = pending > 0 ? IconCloudUpload : IconCloudCheck;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of status and a button, not a form's fieldset
    <div className="outbox-status" role="group" aria-label={t`Sync`}>
      <Text size="sm" fw={pending > 0 ? 700 : 400} aria-live="polite" className="outbox-status-text">
        <Icon size={18} aria-hidden />
        {pending > 0 ? (
          <Plural value={pending} one="# change waiting to sync" other="# changes waiting to sync" />
        ) : (
          <Trans>All changes sent</Trans>
        )}
      </Text>
      <Text size="sm" c="dimmed" className="nowrap">
        <Trans>Last synced: {synced}</Trans>
      </Text>
      <Button
        variant="default"
        size="compact-md"
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
