import type { QueryClient } from '@tanstack/react-query';
import { lastSyncedAt, markSynced } from './last-synced.ts';
import { lastSentByWorker } from './outbox-sent.ts';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from './sync-signal.ts';

/*
 * The app's side of Background Sync (docs/decisions/0294-background-sync.md): where the browser has it (Chromium),
 * a write queued offline asks for a sync, and the service worker sends the queue when the signal returns, even
 * with the app closed. Elsewhere nothing changes: the app sends the queue at its next start.
 */

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Asks the browser to wake the service worker once the signal is back (feature-detected; never throws). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync?.register(OUTBOX_SYNC_TAG),
    )
    .catch(() => {
      // Not allowed (permission, private mode): the app sends at its next start.
    });
}

/** An open window sends the queue itself when the worker's sync comes: the worker asks, it does not send then. */
export function listenForWorkerSync(sync: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_SYNC_MESSAGE) sync();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

/**
 * After the worker sent writes with the app closed, they are no longer in the stored queue: the sync status tells
 * when, and what the screens show from the saved cache is fetched again (the server has the writes now).
 */
export async function showWorkerSends(queryClient: QueryClient, owner: string): Promise<void> {
  const sentAt = await lastSentByWorker(owner);
  const synced = lastSyncedAt();
  if (sentAt === null || (synced !== null && synced >= sentAt)) return;
  markSynced(sentAt);
  await queryClient.invalidateQueries();
}
