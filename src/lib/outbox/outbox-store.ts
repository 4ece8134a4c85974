import { type DehydratedState, dehydrate, hydrate, type Mutation, type QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { ApiError } from '../http/api-error.ts';
import { isOutboxKey } from './outbox-keys.ts';

/**
 * The outbox lives under its own IndexedDB key, apart from the query cache: the cache is dropped when the
 * app's data version changes (its buster), queued work never is (docs/decisions/0080-offline-outbox.md).
 */
export const OUTBOX_STORE_KEY = 'installer-club-outbox-v1';

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

export async function saveOutbox(queryClient: QueryClient): Promise<void> {
  await set(OUTBOX_STORE_KEY, snapshotOutbox(queryClient));
}

/** Puts the stored writes back into the mutation cache; their defaults (mutationFn…) must be registered first. */
export async function loadOutbox(queryClient: QueryClient): Promise<void> {
  hydrateOutbox(queryClient, ((await get(OUTBOX_STORE_KEY)) as DehydratedMutation[] | undefined) ?? []);
}

export function hydrateOutbox(queryClient: QueryClient, stored: DehydratedMutation[]): void {
  hydrate(queryClient, { mutations: stored.map(fromStored), queries: [] });
}
