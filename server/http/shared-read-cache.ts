import type { Clock } from '../clock.ts';

const MAX_ENTRIES = 2_000;

/**
 * Answers shared by many callers (the shop catalogue of a region, a company's points summary) are kept for up
 * to 30 s (KEPT_ANSWERS_SECONDS; 0 keeps none), so a crowd browsing the shop or a team moving between screens costs one set of queries. Every write
 * through the API empties it (an order moves stock and points, staff change products), and so does a
 * scheduled job that changed data, so a reader never sees data older than the last change
 * (docs/decisions/0016-read-path-performance.md). Keys name their scope (region, company); the route checks
 * the caller may see that scope before it reads from here.
 */
export function createSharedReadCache(clock: Clock, keptMs = 30_000) {
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    /**
     * The kept answer for key, or load's. keptUntil may end an answer's life before the 30 s: the time (ms) from
     * which the same read would answer otherwise without any write (an open project's days left, decision 0200).
     */
    remember<T>(key: string, load: () => Promise<T>, keptUntil?: (value: T) => number): Promise<T> {
      if (keptMs <= 0) return load();
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      const entry = { value, until: now + keptMs };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (keptUntil) entry.until = Math.min(entry.until, keptUntil(loaded));
        },
        // A failed load is not remembered (unless a newer entry took its place).
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type SharedReadCache = ReturnType<typeof createSharedReadCache>;
