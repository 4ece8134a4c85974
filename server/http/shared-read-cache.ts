import type { Clock } from '../clock.ts';
import type { KeptScope } from './kept-scopes.ts';

const MAX_ENTRIES = 2_000;

interface Entry {
  value: Promise<unknown>;
  until: number;
}

/**
 * Answers shared by many callers (the shop catalogue of a region, a company's points summary) are kept for up
 * to 30 s (KEPT_ANSWERS_SECONDS; 0 keeps none), so a crowd browsing the shop or a team moving between screens costs
 * one set of queries. Each answer is kept under the scope it was built from (a company, the catalogue): a write
 * empties the answers of what it changed once it has answered, on every instance, and nothing else; a job or a
 * command that names no scope empties all (docs/decisions/0296, 0016). Keys name their scope (region, company);
 * the route checks the caller may see that scope before it reads from here.
 */
export function createSharedReadCache(clock: Clock, keptMs = 30_000) {
  const scopes = new Map<KeptScope, Map<string, Entry>>();
  let size = 0;
  const clear = () => {
    scopes.clear();
    size = 0;
  };
  return {
    /**
     * The kept answer for key, or load's. keptUntil may end an answer's life before the 30 s: the time (ms) from
     * which the same read would answer otherwise without any write (an open project's days left, decision 0200).
     */
    remember<T>(scope: KeptScope, key: string, load: () => Promise<T>, keptUntil?: (value: T) => number): Promise<T> {
      if (keptMs <= 0) return load();
      const now = clock.now().getTime();
      const hit = scopes.get(scope)?.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      if (size >= MAX_ENTRIES) clear();
      const entries = scopes.get(scope) ?? new Map<string, Entry>();
      scopes.set(scope, entries);
      const value = load();
      const entry: Entry = { value, until: now + keptMs };
      if (!entries.has(key)) size += 1;
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (keptUntil) entry.until = Math.min(entry.until, keptUntil(loaded));
        },
        // A failed load is not remembered (unless a newer entry took its place).
        () => {
          if (entries.get(key) === entry && entries.delete(key)) size -= 1;
        },
      );
      return value;
    },
    /** Empties the answers of these scopes ('all': every answer). */
    drop(dropped: readonly KeptScope[]): void {
      for (const scope of dropped) {
        if (scope === 'all') {
          clear();
          return;
        }
        const entries = scopes.get(scope);
        if (!entries) continue;
        size -= entries.size;
        scopes.delete(scope);
      }
    },
    clear,
  };
}

export type SharedReadCache = ReturnType<typeof createSharedReadCache>;
