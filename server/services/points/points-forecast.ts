import type { PendingProject, PointsForecast } from '#contract/points.ts';
import type { Queryable } from '#server/db/db.ts';
import { balanceAndToExpire, nextExpiry } from './points-expiry.ts';

const SHOWN = 10;

interface PendingRow {
  uuid: string;
  id: number;
  street_name: string;
  city: string;
  postal_code: string;
  status: 1 | 5;
  deadline_at: Date;
  points: number;
}

interface Totals {
  review_points: number;
  review_projects: number;
  open_points: number;
  open_projects: number;
}

/** Points a project credits now: its normal scans (the figure the project list shows as available). */
const PENDING = `FROM projects p LEFT JOIN LATERAL (
    SELECT coalesce(sum(s.points) FILTER (WHERE s.flag = 1), 0)::int AS points FROM scans s WHERE s.project_id = p.id
  ) a ON true
  WHERE p.company_id = $1 AND (p.status = 5 OR (p.status = 1 AND p.deadline_at > $2))`;

/**
 * The balance sheet in time (docs/decisions/0163-points-forecast.md): what is pending (in review, then open
 * projects by deadline), what is spendable, and what of the balance lapses on each coming 1 January. Points
 * earned in a year expire at the end of the next one and spending uses the oldest first, so of today's balance
 * `toExpire` goes on the next 1 January and the rest (earned this year) a year later.
 */
export async function pointsForecast(db: Queryable, companyId: number, now: Date): Promise<PointsForecast> {
  const [rows, [totals], ledger] = await Promise.all([
    db.query<PendingRow>(
      `SELECT p.uuid, p.id, p.street_name, p.city, p.postal_code, p.status, p.deadline_at, a.points ${PENDING}
        ORDER BY (p.status = 5) DESC, p.deadline_at, p.id LIMIT ${SHOWN}`,
      [companyId, now],
    ),
    db.query<Totals>(
      `SELECT coalesce(sum(a.points) FILTER (WHERE p.status = 5), 0)::int AS review_points,
              count(*) FILTER (WHERE p.status = 5)::int AS review_projects,
              coalesce(sum(a.points) FILTER (WHERE p.status = 1), 0)::int AS open_points,
              count(*) FILTER (WHERE p.status = 1)::int AS open_projects ${PENDING}`,
      [companyId, now],
    ),
    balanceAndToExpire(db, companyId, now),
  ]);
  const next = nextExpiry(now);
  const after = new Date(Date.UTC(next.getUTCFullYear() + 1, 0, 1));
  const later = Math.max(0, ledger.balance - ledger.toExpire);
  const expiries = [
    { date: next.toISOString(), points: ledger.toExpire },
    { date: after.toISOString(), points: later },
  ].filter((e) => e.points > 0);
  return {
    balance: ledger.balance,
    pending: {
      in_review: { points: totals?.review_points ?? 0, projects: totals?.review_projects ?? 0 },
      in_progress: { points: totals?.open_points ?? 0, projects: totals?.open_projects ?? 0 },
    },
    projects: rows.map(
      (r): PendingProject => ({
        uuid: r.uuid,
        id: r.id,
        street_name: r.street_name,
        city: r.city,
        postal_code: r.postal_code,
        status: r.status === 5 ? 'review' : 'open',
        available_points: r.points,
        deadline_at: r.status === 5 ? null : new Date(r.deadline_at).toISOString(),
      }),
    ),
    expiries,
  };
}
