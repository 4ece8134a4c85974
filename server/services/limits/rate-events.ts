import type { Queryable } from '#server/db/db.ts';

/** The longest window counted in rate_events (the uploads per hour); the hourly job drops older rows. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/** A counted event; `release` takes it back when the work it admitted is refused further on. */
export interface Turn {
  release(): Promise<void>;
}

/** The window is full for one of the keys: room again in this many seconds (at least 1). */
export interface Wait {
  retryAfter: number;
}

/**
 * Counts one event under each key in a sliding window of `windowMs`, `limit` events per key (rows of rate_events,
 * so every instance on the database counts the same events, decision 0263). The row is written before the count
 * is read: of several requests racing for the last place, the one counted last sees all of them and waits, so the
 * limit is never passed. A refused attempt takes its rows back, so retrying does not push the wait further.
 */
export async function takeTurn(
  db: Queryable,
  now: Date,
  keys: readonly string[],
  windowMs: number,
  limit: number,
): Promise<Turn | Wait> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO rate_events (key, at) SELECT unnest($1::text[]), $2 RETURNING id::text AS id',
    [keys, now],
  );
  const ids = rows.map((row) => row.id);
  const release = async () => {
    await db.query('DELETE FROM rate_events WHERE id = ANY($1::bigint[])', [ids]);
  };
  const counts = await db.query<{ n: number; oldest: Date | string }>(
    `SELECT count(*)::int AS n, min(at) AS oldest FROM rate_events
      WHERE key = ANY($1::text[]) AND at > $2 GROUP BY key`,
    [keys, new Date(now.getTime() - windowMs)],
  );
  const full = counts.filter((count) => count.n > limit);
  if (full.length === 0) return { release };
  await release();
  const freed = Math.max(...full.map((count) => new Date(count.oldest).getTime() + windowMs));
  return { retryAfter: Math.max(1, Math.ceil((freed - now.getTime()) / 1000)) };
}

export const isWait = (turn: Turn | Wait): turn is Wait => 'retryAfter' in turn;

/** Drops the events no window counts any more; a job of the hourly run. */
export async function pruneRateEvents(db: Queryable, now: Date): Promise<number> {
  const [gone] = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM rate_events WHERE at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [new Date(now.getTime() - LONGEST_WINDOW_MS)],
  );
  return gone?.n ?? 0;
}
