import { type Mutation, onlineManager, type QueryClient } from '@tanstack/react-query';
import { refreshAppBadge } from './app-badge.ts';
import { markSynced } from './last-synced.ts';
import { isOutboxKey } from './outbox-keys.ts';
import { saveOutbox } from './outbox-store.ts';

/** Saves run one after another so an older snapshot never lands after a newer one. */
function createSaver(queryClient: QueryClient): () => void {
  let chain = Promise.resolve();
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    chain = chain.then(async () => {
      scheduled = false;
      try {
        await saveOutbox(queryClient);
      } catch {
        // IndexedDB unavailable (private mode): the queue still works for this visit.
      }
    });
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
export function startOutbox(queryClient: QueryClient): () => void {
  // TanStack Query assumes it is online until an event says otherwise; a start without signal must not.
  onlineManager.setOnline(navigator.onLine);
  const save = createSaver(queryClient);
  const mutations = queryClient.getMutationCache();
  const stopSaving = mutations.subscribe((event) => {
    if (!isOutbox(event.mutation)) return;
    const mutation = event.mutation;
    if (event.type === 'updated' && mutation.state.status === 'success') {
      markSynced();
      queueMicrotask(() => mutations.remove(mutation));
    }
    save();
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) void syncNow(queryClient);
  });
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  return () => {
    stopSaving();
    stopOnline();
  };
}
