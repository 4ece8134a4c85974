/**
 * One queue for every offline-capable write: mutations of this scope run one at a time, in order. Every queued
 * write stored on a device carries this scope, so its id never changes (docs/decisions/0080-offline-outbox.md).
 */
export const OUTBOX_SCOPE = { id: 'outbox' } as const;

/**
 * The mutation key of a queued write: `['outbox', area, action]`. Devices store the key with each queued write and
 * replay it through the write registered under the same key after an update, so a key, once shipped, never changes
 * (or its stored writes are migrated: docs/decisions/0080).
 */
export type OutboxKey<Area extends string = string, Action extends string = string> = readonly ['outbox', Area, Action];

export function outboxKey<const Area extends string, const Action extends string>(
  area: Area,
  action: Action,
): OutboxKey<Area, Action> {
  return ['outbox', area, action];
}

/** Every queued write carries the key the server remembers its first answer by, chosen when the person acted. */
export interface QueuedVars {
  idempotencyKey: string;
  /** When the person acted (ISO), shown while the write waits. */
  queuedAt: string;
}

export function isOutboxKey(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === 'outbox';
}

export function queuedNow(): QueuedVars {
  return { idempotencyKey: crypto.randomUUID(), queuedAt: new Date().toISOString() };
}

/**
 * The outbox lives under its own IndexedDB key, apart from the query cache: the cache is dropped when the
 * app's data version changes (its buster), queued work never is (docs/decisions/0080-offline-outbox.md).
 */
export const OUTBOX_STORE_KEY = 'installer-club-outbox-v1';

/** Where one account's queued and refused writes are stored (the service worker reads them too: decision 0294). */
export const outboxStoreKey = (owner: string): string => `${OUTBOX_STORE_KEY}:${owner}`;
