import type { I18n, MessageDescriptor } from '@lingui/core';
import { hashKey, type Mutation, type QueryClient } from '@tanstack/react-query';
import { OUTBOX_SCOPE, type OutboxKey, type QueuedVars, queuedNow } from './outbox-keys.ts';
import { queuedRetryDelay, retryQueued } from './outbox-retry.ts';

/**
 * A refused write the person can correct and send again (a scan's serial): one text field, filled from the refused
 * write, and the button that queues the corrected write in its place.
 */
export interface QueuedWriteFix<TVars extends QueuedVars> {
  /** The field's label ("Serial number to send instead"). */
  readonly label: MessageDescriptor;
  /** The button that sends the corrected write ("Retry with this serial"). */
  readonly action: MessageDescriptor;
  readonly autoCapitalize?: 'characters' | 'words' | 'sentences' | 'off';
  /** The field's first value, from the refused write. */
  value(vars: TVars): string;
  /** The write to send instead; it goes with a new Idempotency-Key (another body is another request). */
  apply(vars: TVars, value: string): TVars;
}

/**
 * One kind of offline-capable write, declared by the feature it belongs to: how it is sent, what it changes in the
 * query cache once the server has it, and how the shell names it and explains a refusal. The outbox itself knows no
 * feature: it sends what waits under the write's key, one at a time and in order (docs/decisions/0080).
 */
export interface QueuedWrite<TData = unknown, TVars extends QueuedVars = QueuedVars> {
  /** Stored with every queued write of this kind: never change it once shipped (see `outboxKey`). */
  readonly key: OutboxKey;
  /** Sends the write with `vars.idempotencyKey` as its Idempotency-Key, so a replay is answered, not repeated. */
  mutationFn(vars: TVars): Promise<TData>;
  /** The server's answer into the query cache (after a replay too, when no screen is open). */
  onSuccess?(queryClient: QueryClient, data: TData, vars: TVars): void;
  /** What the write is, in a few words, for the list of refused writes ("Project Długa 1"). */
  describe(vars: TVars, i18n: I18n): string;
  /** The server's texts of its refusals, translated (the app's general texts serve the others). */
  readonly refusalTexts?: Readonly<Record<string, MessageDescriptor>>;
  readonly fix?: QueuedWriteFix<TVars>;
}

/** Declares a queued write (an identity that checks and infers its types). */
export function defineQueuedWrite<TData, TVars extends QueuedVars>(
  write: QueuedWrite<TData, TVars>,
): QueuedWrite<TData, TVars> {
  return write;
}

const queued = {
  // Paused while offline, resumed by TanStack Query when the network returns (and after a restart).
  networkMode: 'online',
  // One scope for every kind of write: one at a time, in the order the person acted.
  scope: OUTBOX_SCOPE,
  retry: retryQueued,
  retryDelay: queuedRetryDelay,
  // A refused write stays until the person fixes or discards it.
  gcTime: Number.POSITIVE_INFINITY,
} as const;

const registries = new WeakMap<QueryClient, Map<string, QueuedWrite>>();

/**
 * The replay path of the app's queued writes: each write's defaults under its key, in the outbox's one scope.
 * Call before the stored outbox is restored, since a restored write is sent through the defaults of its key.
 */
export function registerQueuedWrites(queryClient: QueryClient, writes: readonly QueuedWrite[]): void {
  let known = registries.get(queryClient);
  if (!known) {
    known = new Map();
    registries.set(queryClient, known);
  }
  for (const write of writes) {
    const hash = hashKey(write.key);
    const other = known.get(hash);
    if (other && other !== write) throw new Error(`Two queued writes share the key ${hash}.`);
    known.set(hash, write);
    queryClient.setMutationDefaults<unknown, Error, QueuedVars>(write.key, {
      ...queued,
      mutationFn: (vars) => write.mutationFn(vars),
      onSuccess: (data, vars) => write.onSuccess?.(queryClient, data, vars),
    });
  }
}

/** The write registered under a mutation's key (none for a stored write of a kind the app no longer has). */
export function queuedWriteOf(queryClient: QueryClient, key: readonly unknown[] | undefined): QueuedWrite | undefined {
  return key ? registries.get(queryClient)?.get(hashKey(key)) : undefined;
}

/** Queues a write of the given key with these variables; it waits in the outbox's one scope behind the others. */
export function enqueue(queryClient: QueryClient, key: readonly unknown[], vars: QueuedVars): void {
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: key });
  // A failure stays in the mutation (refused writes are listed from there).
  mutation.execute(vars).catch(() => {});
}

/**
 * Sends a refused write again as another request, in its place: a new Idempotency-Key, since the server stored its
 * refusal under the old one.
 */
export function resendQueued(queryClient: QueryClient, refused: Mutation, vars: QueuedVars): void {
  const key = refused.options.mutationKey;
  if (!key) return;
  queryClient.getMutationCache().remove(refused);
  enqueue(queryClient, key, { ...vars, ...queuedNow() });
}
