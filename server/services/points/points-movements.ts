import { POINTS_MOVEMENTS_MAX_DAYS, type PointsMovement } from '#contract/points.ts';
import type { Queryable } from '#server/db/db.ts';
import { invalidData } from '#server/http/api-error.ts';

/** The ledger's reasons that give spent points back: they undo a spend, they are not earned. */
export const RETURNED_REASONS = ['Order reject', 'Club card top-up refund'] as const;

/** A company's moves in a year are a few hundred at most; the cap only keeps a runaway ledger from a huge answer. */
const MAX_ROWS = 10_000;
const DAY_MS = 86_400_000;

/** The first day of the month 11 months before `now`, UTC: the last 12 months with this one. */
export function defaultSince(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
}

interface Row {
  created_at: Date | string;
  variation: PointsMovement['variation'];
  points: number;
  returned: boolean;
}

/**
 * The company's points moves since `since`, oldest first, and the balance before them: what the balance's chart
 * draws month by month in the reader's time zone (the app groups them; the server does not know the months' edges).
 */
export async function pointsMovements(db: Queryable, companyId: number, now: Date, since: Date = defaultSince(now)) {
  if (since.getTime() < now.getTime() - POINTS_MOVEMENTS_MAX_DAYS * DAY_MS || since.getTime() > now.getTime()) {
    throw invalidData({ since: [`since must be within the last ${POINTS_MOVEMENTS_MAX_DAYS} days.`] });
  }
  const [before] = await db.query<{ balance: number }>(
    'SELECT coalesce(sum(points), 0)::int AS balance FROM points_ledger WHERE company_id = $1 AND created_at < $2',
    [companyId, since],
  );
  const rows = await db.query<Row>(
    `SELECT created_at, variation, points, (variation = 'positive' AND reason = ANY($3)) AS returned
       FROM points_ledger WHERE company_id = $1 AND created_at >= $2
      ORDER BY created_at, id LIMIT ${MAX_ROWS}`,
    [companyId, since, [...RETURNED_REASONS]],
  );
  return {
    since: since.toISOString(),
    balance_before: before?.balance ?? 0,
    data: rows.map((r) => ({
      created_at: new Date(r.created_at).toISOString(),
      variation: r.variation,
      points: r.points,
      returned: r.returned,
    })),
  };
}
