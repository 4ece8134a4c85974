import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export type SyncState = 'offline' | 'refused' | 'pending' | 'sent';

export interface SyncCounts {
  online: boolean;
  pending: number;
  refused: number;
}

/** The one state the header's sync icon shows: a refusal needs the person most, then no signal, then waiting work. */
export function syncState({ online, pending, refused }: SyncCounts): SyncState {
  if (refused > 0) return 'refused';
  if (!online) return 'offline';
  return pending > 0 ? 'pending' : 'sent';
}

const SENT = msg`All changes sent`;
const OFFLINE = msg`Offline`;

/** What the sync status says in words, for the icon's name and the sheet: "Offline, 2 changes waiting to sync". */
export function syncSummary({ online, pending, refused }: SyncCounts, i18n: I18n): string {
  const parts: string[] = [];
  if (!online) parts.push(i18n._(OFFLINE));
  if (refused > 0)
    parts.push(i18n._(msg`${plural(refused, { one: '# change not sent', other: '# changes not sent' })}`));
  if (pending > 0)
    parts.push(
      i18n._(msg`${plural(pending, { one: '# change waiting to sync', other: '# changes waiting to sync' })}`),
    );
  if (parts.length === 0) parts.push(i18n._(SENT));
  return parts.join(', ');
}
