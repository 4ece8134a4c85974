import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { readStoredLocale } from '#src/lib/i18n/language-store.ts';

/** Two weeks: a cache last saved a week ago still renders on a rooftop without signal. */
export const CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60_000;

/**
 * The shape of the cached answers. Bump it when a contract answer changes shape: the old cache is then dropped
 * on the next start. Queued writes are stored apart (src/lib/outbox/outbox-store.ts) and survive a bump.
 */
export const CACHE_DATA_VERSION = 'data-1';

const CACHE_STORE_KEY = 'installer-club-query-cache';

/**
 * The language the answers were asked in (the Accept-Language every call sends: the device's chosen language, else
 * any). Answers cached in another one are kept, to show offline, but asked again at once (decision 0281).
 */
const answersLanguage = () => readStoredLocale() ?? '*';
const SAVE_THROTTLE_MS = 150;

/**
 * Every query holding an answer is kept, except queries that opt out (`meta.persist: false`); never mutations.
 * A query whose last refetch failed (a signal drop, a cut reply) still holds its last good answer: it is kept
 * too, or the next save would evict the user, the points and the projects from the device.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined && query.meta?.persist !== false && query.queryKey[0] !== 'auth';
}

type DehydratedQuery = DehydratedState['queries'][number];

/** A failed refetch is not what the device should remember: it keeps the last good answer, as a success. */
export function lastGoodAnswer(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== 'error') return query;
  return {
    ...query,
    state: { ...query.state, status: 'success', error: null, fetchFailureReason: null, fetchStatus: 'idle' },
  };
}

export function snapshotQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: shouldPersistQuery,
    shouldDehydrateMutation: () => false,
  });
  return { ...state, queries: state.queries.map(lastGoodAnswer) };
}

/**
 * Restores the cached answers from IndexedDB, then keeps saving them (throttled to one write in 150 ms, and at once
 * when the app is left). Resolves
 * once restored, so the router's loaders find the cache instead of waiting on a network that is not there.
 *
 * The restore and save loop is ours rather than persistQueryClient's: @tanstack/query-persist-client-core pins
 * an older query-core, whose second copy would cost bundle size and hydrate with mismatched classes
 * (docs/decisions/0081-query-cache-persistence.md).
 */
export async function restoreQueryCache(queryClient: QueryClient, now = Date.now()): Promise<void> {
  const persister = createAsyncStoragePersister({
    storage: { getItem: (key) => get<string>(key), setItem: (key, value) => set(key, value), removeItem: del },
    key: CACHE_STORE_KEY,
    // Soon after an answer arrives: an app closed a moment later (a reopen on the roof) still finds it.
    throttleTime: SAVE_THROTTLE_MS,
  });
  try {
    const stored = await persister.restoreClient();
    if (stored) {
      const usable = stored.buster === CACHE_DATA_VERSION && now - stored.timestamp <= CACHE_MAX_AGE_MS;
      if (usable) {
        hydrate(queryClient, stored.clientState);
        if ((stored as { language?: string }).language !== answersLanguage()) await queryClient.invalidateQueries();
      } else await persister.removeClient();
    }
  } catch {
    // An unreadable cache is dropped; the app starts from the network.
    await Promise.resolve(persister.removeClient()).catch(() => {});
  }
  const snapshot = () => ({
    buster: CACHE_DATA_VERSION,
    language: answersLanguage(),
    timestamp: Date.now(),
    clientState: snapshotQueries(queryClient),
  });
  const save = () => void persister.persistClient(snapshot());
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  // Leaving the app (switching away, closing it) writes at once, without waiting for the throttle.
  const saveNow = () => void set(CACHE_STORE_KEY, JSON.stringify(snapshot())).catch(() => {});
  addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow();
  });
}
