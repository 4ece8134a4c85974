import { type DehydratedState, dehydrate, hydrate, type Mutation, type QueryClient } from '@tanstack/react-query';
import { del, get, keys, set } from 'idb-keyval';
import { ApiError } from '#src/lib/http/api-error.ts';
import { isOutboxKey, OUTBOX_STORE_KEY, outboxStoreKey as ownerKey } from './outbox-keys.ts';

type DehydratedMutation = DehydratedState['mutations'][number];
interface StoredError {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** Queued (pending) and refused (error) outbox writes are kept; sent ones are not. */
export function keepInOutbox(mutation: Mutation): boolean {
  return isOutboxKey(mutation.options.mutationKey) && mutation.state.status !== 'success';
}

function storeError(error: unknown): StoredError | null {
  if (error == null) return null;
  if (error instanceof ApiError)
    return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  return { status: -1, message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
}

function reviveError(error: StoredError | null): ApiError | null {
  return error ? new ApiError(error.status, error.message, error.fieldErrors) : null;
}

/**
 * A write that was in flight when the app closed is stored as paused, so it replays on the next start, and
 * marked as possibly sent: its request may have reached the server, so it is never dropped unsent.
 */
export function toStored(mutation: DehydratedMutation): DehydratedMutation {
  const { state } = mutation;
  const inFlight = state.status === 'pending' && !state.isPaused;
  return {
    ...mutation,
    ...(inFlight && { meta: { ...mutation.meta, mayHaveBeenSent: true } }),
    state: {
      ...state,
      isPaused: state.status === 'pending' ? true : state.isPaused,
      error: storeError(state.error) as never,
      failureReason: storeError(state.failureReason) as never,
    },
  };
}

export function fromStored(mutation: DehydratedMutation): DehydratedMutation {
  const { state } = mutation;
  return {
    ...mutation,
    state: {
      ...state,
      error: reviveError(state.error as StoredError | null),
      failureReason: reviveError(state.failureReason as StoredError | null),
    },
  };
}

export function snapshotOutbox(queryClient: QueryClient): DehydratedMutation[] {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: () => false, shouldDehydrateMutation: keepInOutbox });
  return state.mutations.map(toStored);
}

/** Writes one account's queued and refused writes (a snapshot taken when they changed). */
export async function saveOutbox(owner: string, snapshot: DehydratedMutation[]): Promise<void> {
  await set(ownerKey(owner), snapshot);
}

/**
 * Puts the account's stored writes back into the mutation cache; their defaults (mutationFn…) must be registered
 * first. The queue stored before it was kept per account is adopted by the first account that loads.
 */
export async function loadOutbox(queryClient: QueryClient, owner: string): Promise<void> {
  let stored = (await get(ownerKey(owner))) as DehydratedMutation[] | undefined;
  if (stored === undefined) {
    const legacy = (await get(OUTBOX_STORE_KEY)) as DehydratedMutation[] | undefined;
    if (legacy !== undefined) {
      stored = legacy;
      await set(ownerKey(owner), legacy);
      await del(OUTBOX_STORE_KEY);
    }
  }
  hydrateOutbox(queryClient, stored ?? []);
}

export function hydrateOutbox(queryClient: QueryClient, stored: DehydratedMutation[]): void {
  hydrate(queryClient, { mutations: stored.map(fromStored), queries: [] });
}

/** How many writes other accounts left waiting on this device (sent when each signs in here again). */
export async function queuedByOthers(owner: string): Promise<number> {
  const all = await keys();
  const others = all.filter((k) => String(k).startsWith(`${OUTBOX_STORE_KEY}:`) && k !== ownerKey(owner));
  const stored = await Promise.all(others.map((k) => get(k) as Promise<DehydratedMutation[] | undefined>));
  return stored.reduce((n, list) => n + (list ?? []).filter((m) => m.state.status === 'pending').length, 0);
}
