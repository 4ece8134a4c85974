import { type Mutation, onlineManager, type QueryClient } from '@tanstack/react-query';
import { refreshAppBadge } from './app-badge.ts';
import { markSynced } from './last-synced.ts';
import { listenForWorkerSync, requestBackgroundSync, showWorkerSends } from './outbox-background.ts';
import { isOutboxKey } from './outbox-keys.ts';
import { loadOutbox, saveOutbox, snapshotOutbox } from './outbox-store.ts';

/*
 * The outbox at work: loaded by ./outbox-sync.ts once someone is signed in (decision 0301), never by the login
 * screen of an anonymous visit.
 */
export { loadOutbox } from './outbox-store.ts';
export { registerQueuedWrites } from './queued-write.ts';

/** Whose queue the mutation cache holds now; null while nobody is signed in (nothing is saved then). */
let owner: string | null = null;

/**
 * Saves run one after another so an older snapshot never lands after a newer one, and only the newest waiting
 * snapshot is written (a burst of changes is one write after the one under way). Each snapshot is taken when the
 * queue changed, with the account it belongs to, so signing out right after a scan loses nothing.
 */
function createSaver(queryClient: QueryClient): () => void {
  let waiting: { who: string; snapshot: ReturnType<typeof snapshotOutbox> } | null = null;
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting) {
      const { who, snapshot } = waiting;
      waiting = null;
      try {
        await saveOutbox(who, snapshot);
      } catch {
        // IndexedDB unavailable (private mode): the queue still works for this visit.
      }
    }
    writing = false;
  };
  return () => {
    if (owner === null) return;
    waiting = { who: owner, snapshot: snapshotOutbox(queryClient) };
    if (!writing) void drain();
  };
}

function isOutbox(mutation: Mutation | undefined): mutation is Mutation {
  return isOutboxKey(mutation?.options.mutationKey);
}

/** Replays what waits, then refreshes what is on screen and the icon badge. */
export async function syncNow(queryClient: QueryClient): Promise<void> {
  if (!onlineManager.isOnline()) return;
  await queryClient.resumePausedMutations();
  await queryClient.invalidateQueries({ type: 'active' });
  markSynced();
  await refreshAppBadge();
}

/**
 * Keeps the stored outbox in step with the mutation cache, forgets writes once the server has them, and syncs
 * when the network returns. Call after the stored outbox has been loaded.
 */
export function startOutbox(queryClient: QueryClient, signedIn: string | null): () => void {
  owner = signedIn;
  // TanStack Query assumes it is online until an event says otherwise; a start without signal must not.
  onlineManager.setOnline(navigator.onLine);
  const save = createSaver(queryClient);
  const mutations = queryClient.getMutationCache();
  const stopSaving = mutations.subscribe((event) => {
    if (!isOutbox(event.mutation)) return;
    const mutation = event.mutation;
    // Queued without signal: the service worker may send it when the signal returns, the app closed or not.
    if (event.type === 'added' && !onlineManager.isOnline()) requestBackgroundSync();
    if (event.type === 'updated' && mutation.state.status === 'success') {
      markSynced();
      queueMicrotask(() => mutations.remove(mutation));
    }
    save();
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) void syncNow(queryClient);
  });
  const stopListening = listenForWorkerSync(() => void syncNow(queryClient));
  if (signedIn) void showWorkerSends(queryClient, signedIn).catch(() => {});
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  return () => {
    stopSaving();
    stopOnline();
    stopListening();
  };
}

/**
 * Hands the queue to another account: the writes of the one signing out stay stored under their account (they
 * are sent when it signs in here again) and leave the mutation cache; the new account's stored writes come back
 * and replay. Call after the new token is stored (or with null after sign-out).
 */
export async function switchOutboxOwner(queryClient: QueryClient, next: string | null): Promise<void> {
  if (next === owner) return;
  owner = null;
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll().filter(isOutbox)) mutations.remove(mutation);
  if (next === null) return;
  try {
    await loadOutbox(queryClient, next);
  } catch {
    // No IndexedDB: nothing was kept for this account.
  }
  owner = next;
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
}
