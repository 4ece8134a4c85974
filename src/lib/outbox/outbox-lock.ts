/**
 * The outbox of one account is sent by one sender at a time: the app's replay and the service worker's (Background
 * Sync) both hold this Web Lock while they send, so they never send at the same time (docs/decisions/0294). Where the
 * browser has no Web Locks (old Safari, jsdom) the work runs as it comes: there the service worker sends nothing.
 */
export const outboxLockName = (owner: string): string => `installer-club-outbox:${owner}`;

export async function withOutboxLock<T>(owner: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return work();
  return locks.request(outboxLockName(owner), () => work());
}
