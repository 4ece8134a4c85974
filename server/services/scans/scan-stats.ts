import type { ScanStats } from '#contract/scans.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';

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

/** This year's scans by product type (named in the reader's language), window scans, and products in closed projects. */
export async function scanStats(db: Queryable, companyId: number, now: Date, reader: Reader): Promise<ScanStats> {
  const { start, end } = yearBounds(now);
  const byType = await db.query<{ type: string; type_slug: string; count: number; windows: boolean }>(
    `SELECT ${readerText('product_type', 't.slug', 't.name', '$4', '$5')} AS type, t.slug AS type_slug,
            t.is_window AS windows, count(*)::int AS count
       FROM scans s JOIN products p ON p.id = s.product_id JOIN product_types t ON t.id = p.product_type_id
      WHERE s.company_id = $1 AND s.created_at >= $2 AND s.created_at < $3 AND s.flag <> 3
      GROUP BY t.id ORDER BY t.position, t.id`,
    [companyId, start, end, reader.userId, reader.language],
  );
  const [done] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM scans s JOIN projects p ON p.id = s.project_id
      WHERE s.company_id = $1 AND p.status = 2 AND s.flag <> 3`,
    [companyId],
  );
  return {
    year: now.getUTCFullYear(),
    current_year: {
      total: byType.reduce((n, r) => n + r.count, 0),
      windows: byType.filter((r) => r.windows).reduce((n, r) => n + r.count, 0),
      by_type: byType.map(({ type, type_slug, count }) => ({ type, type_slug, count })),
    },
    completed: done?.n ?? 0,
  };
}
