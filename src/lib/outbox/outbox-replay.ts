import { get, set } from 'idb-keyval';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { outboxStoreKey, type QueuedVars } from './outbox-keys.ts';
import { withOutboxLock } from './outbox-lock.ts';
import { isTransient } from './outbox-retry.ts';
import { recordSent, reviveError, type SentOutcome, sentOutcome, storeError } from './outbox-sent.ts';
import { type OutboxRequest, outboxRequest, type WriteRequest } from './write-request.ts';

/*
 * The outbox's one replay path (docs/decisions/0294-background-sync.md): the app sends each queued write through
 * `sendQueuedOnce`, the service worker sends the stored queue through `replayStoredOutbox`; both under the account's
 * lock, both asking the record of answers first, both judging an answer by `isTransient`. No React, TanStack Query
 * or Lingui here: the service worker imports it.
 */

/**
 * Sends one queued write of the app unless it was already answered (by the service worker, or another window): under
 * the account's lock, the recorded answer is given back instead (a refusal thrown again). `revive` turns a recorded
 * answer into the call's output. Without an account (no session) it just sends.
 */
export async function sendQueuedOnce<T>(
  owner: string | null,
  idempotencyKey: string,
  send: () => Promise<T>,
  revive: (data: unknown) => T,
): Promise<T> {
  if (owner === null) return send();
  return withOutboxLock(owner, async () => {
    const known = await sentOutcome(owner, idempotencyKey);
    if (known?.ok) return revive(known.data);
    if (known) throw reviveError(known.error);
    try {
      const data = await send();
      await recordSent(owner, { idempotencyKey, at: Date.now(), by: 'app', outcome: { ok: true, data } });
      return data;
    } catch (error) {
      if (!isTransient(error)) {
        const outcome: SentOutcome = { ok: false, error: storeError(error) };
        await recordSent(owner, { idempotencyKey, at: Date.now(), by: 'app', outcome });
      }
      throw error;
    }
  });
}

/** A stored (dehydrated) outbox write, as outbox-store.ts writes it; only what the replay reads and changes. */
export interface StoredWrite {
  mutationKey?: readonly unknown[];
  meta?: Record<string, unknown>;
  state: {
    status: string;
    variables?: unknown;
    failureCount: number;
    failureReason: unknown;
    error: unknown;
    isPaused: boolean;
    [other: string]: unknown;
  };
  [other: string]: unknown;
}

export interface ReplayDeps {
  /** Every queued write's request, by key (src/queued-write-requests.ts). */
  requests: readonly WriteRequest[];
  /** Sends one request and answers its body; throws an ApiError (status 0 for no answer). */
  send(request: OutboxRequest): Promise<unknown>;
}

export interface ReplayResult {
  /** `done`: nothing waits; `transient`: a write met a passing failure and waits (try later); `stopped`: a write
   * of a kind this sender does not know waits for the app. */
  outcome: 'done' | 'transient' | 'stopped';
  sent: number;
  refused: number;
}

const varsOf = (write: StoredWrite) => write.state.variables as QueuedVars;

async function edit(owner: string, idempotencyKey: string, change: (w: StoredWrite) => StoredWrite | null) {
  const list = ((await get(outboxStoreKey(owner))) as StoredWrite[] | undefined) ?? [];
  const next = list.flatMap((w) => {
    if (varsOf(w)?.idempotencyKey !== idempotencyKey) return [w];
    const changed = change(w);
    return changed ? [changed] : [];
  });
  await set(outboxStoreKey(owner), next);
}

/** Sends the account's stored queue in order, once each, as the app would; call without the app's windows open. */
export async function replayStoredOutbox(owner: string, deps: ReplayDeps): Promise<ReplayResult> {
  const byKey = new Map(deps.requests.map((r) => [JSON.stringify(r.key), r]));
  return withOutboxLock(owner, async () => {
    const result: ReplayResult = { outcome: 'done', sent: 0, refused: 0 };
    for (;;) {
      const list = ((await get(outboxStoreKey(owner))) as StoredWrite[] | undefined) ?? [];
      const write = list.find((w) => w.state.status === 'pending');
      if (!write) return result;
      const request = byKey.get(JSON.stringify(write.mutationKey));
      if (!request) return { ...result, outcome: 'stopped' };
      const vars = varsOf(write);
      let outcome = await sentOutcome(owner, vars.idempotencyKey);
      if (!outcome) {
        // From here the request may reach the server: the write can no longer be dropped as never sent.
        await edit(owner, vars.idempotencyKey, (w) => ({ ...w, meta: { ...w.meta, mayHaveBeenSent: true } }));
        try {
          outcome = { ok: true, data: await deps.send(outboxRequest(request, vars)) };
        } catch (thrown) {
          const error = thrown instanceof ApiError ? thrown : new ApiError(OFFLINE, String(thrown));
          if (isTransient(error)) {
            const reason = storeError(error);
            await edit(owner, vars.idempotencyKey, (w) => ({
              ...w,
              state: { ...w.state, failureCount: w.state.failureCount + 1, failureReason: reason },
            }));
            return { ...result, outcome: 'transient' };
          }
          outcome = { ok: false, error: storeError(error) };
        }
        await recordSent(owner, { idempotencyKey: vars.idempotencyKey, at: Date.now(), by: 'worker', outcome });
      }
      if (outcome.ok) {
        result.sent++;
        await edit(owner, vars.idempotencyKey, () => null);
      } else {
        result.refused++;
        const { error } = outcome;
        // Stored as the app stores a refused write (toStored): it stays, with its reason, until the person decides.
        await edit(owner, vars.idempotencyKey, (w) => ({
          ...w,
          state: {
            ...w.state,
            status: 'error',
            isPaused: false,
            failureCount: w.state.failureCount + 1,
            error,
            failureReason: error,
          },
        }));
      }
    }
  });
}
