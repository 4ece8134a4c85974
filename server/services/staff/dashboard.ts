import type * as v from 'valibot';
import type { StaffWaiting } from '#contract/staff-dashboard.ts';
import type { Queryable } from '#server/db/db.ts';

type Waiting = v.InferOutput<typeof StaffWaiting>;
type Kind = keyof Waiting;

const HOUR_MS = 3_600_000;

/** One grouped count per kind of work: per region, with the oldest item's time. */
const QUERIES: Record<Kind, string> = {
  orders: `SELECT c.region_id, count(*)::int AS n, min(o.created_at) AS oldest
           FROM orders o JOIN companies c ON c.id = o.company_id WHERE o.status = 1 GROUP BY c.region_id`,
  reviews: `SELECT c.region_id, count(*)::int AS n, min(p.status_changed_at) AS oldest
            FROM projects p JOIN companies c ON c.id = p.company_id WHERE p.status = 5 GROUP BY c.region_id`,
  tickets: `SELECT c.region_id, count(*)::int AS n, min(t.updated_at) AS oldest
            FROM support_tickets t JOIN companies c ON c.id = t.company_id WHERE t.status = 1 GROUP BY c.region_id`,
  top_ups: `SELECT c.region_id, count(*)::int AS n, min(t.created_at) AS oldest
            FROM card_top_ups t JOIN companies c ON c.id = t.company_id WHERE t.status = 'PENDING' GROUP BY c.region_id`,
};

const empty = (): Waiting => ({
  orders: { count: 0, oldest_hours: null },
  reviews: { count: 0, oldest_hours: null },
  tickets: { count: 0, oldest_hours: null },
  top_ups: { count: 0, oldest_hours: null },
});

/** What waits, in all and per region (regions with nothing waiting are left out). */
export async function waitingWork(db: Queryable, now: Date) {
  const all = empty();
  const regions = new Map<number, Waiting>();
  const hours = (at: Date) => Math.floor((now.getTime() - new Date(at).getTime()) / HOUR_MS);
  const add = (w: Waiting, kind: Kind, n: number, oldest: number) => {
    w[kind].count += n;
    w[kind].oldest_hours = Math.max(w[kind].oldest_hours ?? 0, oldest);
  };
  for (const kind of Object.keys(QUERIES) as Kind[]) {
    const rows = await db.query<{ region_id: number; n: number; oldest: Date }>(QUERIES[kind]);
    for (const row of rows) {
      const region = regions.get(row.region_id) ?? empty();
      regions.set(row.region_id, region);
      add(region, kind, row.n, hours(row.oldest));
      add(all, kind, row.n, hours(row.oldest));
    }
  }
  return {
    all,
    regions: [...regions.entries()].sort(([a], [b]) => a - b).map(([region_id, w]) => ({ region_id, ...w })),
  };
}
