const STORAGE_KEY = 'outbox-last-synced';
const listeners = new Set<() => void>();

/** When the device last heard back from the server about queued work or a refresh (ms), or null. */
export function lastSyncedAt(): number | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  const at = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(at) ? at : null;
}

export function markSynced(now = Date.now()): void {
  localStorage.setItem(STORAGE_KEY, String(now));
  for (const listener of listeners) listener();
}

export function subscribeLastSynced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
