import type { Clock } from '../clock.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

/**
 * Answers shared by many callers (the shop catalogue of a region, a company's points summary) are kept for up
 * to 30 s, so a crowd browsing the shop or a team moving between screens costs one set of queries. Every write
 * through the API empties it (an order moves stock and points, staff change products), and so does a
 * scheduled job that changed data, so a reader never sees data older than the last change
 * (docs/decisions/0016-read-path-performance.md). Keys name their scope (region, company); the route checks
 * the caller may see that scope before it reads from here.
 */
export function createSharedReadCache(clock: Clock) {
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      entries.set(key, { value, until: now + TTL_MS });
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type SharedReadCache = ReturnType<typeof createSharedReadCache>;
