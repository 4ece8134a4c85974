import type { Queryable } from '../../db/db.ts';

/** [1 Jan of now's year, 1 Jan of the next year) in UTC: the club's calendar year. */
export function yearBounds(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  return { start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) };
}

/**
 * Window-type products the company registered in the calendar year of `now` (the club card needs 10).
 * Rejected scans (flag 3) do not count: staff found them not to be genuine installations.
 */
export async function countWindowScansThisYear(db: Queryable, companyId: number, now: Date): Promise<number> {
  const { start, end } = yearBounds(now);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM scans s
       JOIN products p ON p.id = s.product_id
       JOIN product_types t ON t.id = p.product_type_id
      WHERE s.company_id = $1 AND s.created_at >= $2 AND s.created_at < $3 AND s.flag <> 3 AND t.is_window`,
    [companyId, start, end],
  );
  return row?.n ?? 0;
}
