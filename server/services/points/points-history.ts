import type { PointsHistoryItem } from '#contract/points.ts';
import { POINTS_HISTORY_PAGE_SIZE } from '#contract/points.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';

interface Row extends Omit<PointsHistoryItem, 'created_at' | 'variation'> {
  created_at: Date;
  variation: PointsHistoryItem['variation'];
  total: number;
}

/**
 * One page of the company's ledger, newest first (the index on (company_id, created_at DESC) serves it). A
 * promotion's name is in the reader's language where it has a translation; the app words the
 * other reasons itself.
 */
export async function pointsHistory(
  db: Queryable,
  companyId: number,
  page: number,
  reader: Reader = { userId: null, language: null },
) {
  const per = POINTS_HISTORY_PAGE_SIZE;
  const rows = await db.query<Row>(
    `SELECT uuid, ${readerText('promotion', 'p.reason', 'p.reason', '$2', '$3')} AS event, created_at, variation, points,
       options, count(*) OVER ()::int AS total
       FROM points_ledger p WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${per} OFFSET ${(page - 1) * per}`,
    [companyId, reader.userId, reader.language],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM points_ledger WHERE company_id = $1', [
      companyId,
    ]);
    total = row?.n ?? 0;
  }
  return {
    data: rows.map(({ total: _total, created_at, ...r }) => ({ ...r, created_at: new Date(created_at).toISOString() })),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / per)), per_page: per, total },
  };
}
