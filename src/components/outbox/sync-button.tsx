import { useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { syncState, syncSummary } from './sync-state.ts';
import { useOutbox } from './use-outbox.ts';

const ICONS = { sent: IconCloudCheck, pending: IconCloudUpload, offline: IconCloudOff, refused: IconAlertTriangle };

/**
 * The header's sync status (decision 0280): a 44 px icon with the count of writes waiting (or refused), a distinct
 * look for refusals and for no signal; its name says the state in words. It opens the sync sheet.
 */
export const SyncButton = forwardRef<HTMLButtonElement, { opened: boolean; onOpen: () => void }>(function SyncButton(
  { opened, onOpen },
  ref,
) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { pending, refused } = useOutbox();
  const counts = { online, pending, refused };
  const state = syncState(counts);
  const Icon = ICONS[state];
  const count = state === 'refused' ? refused : pending;
  return (
    <button
      ref={ref}
      type="button"
      className="top-bar-button sync-button"
      data-state={state}
      aria-label={`${t`Sync`}: ${syncSummary(counts, i18n)}`}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={onOpen}
    >
      <Icon size={22} aria-hidden />
      {count > 0 && (
        <span className="sync-button-count" aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
});
