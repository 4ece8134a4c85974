import type { PointsSummary } from '#contract/points.ts';
import type { Queryable } from '#server/db/db.ts';
import { yearBounds } from '../scans/scan-stats.ts';
import { companyHeldPoints } from './held-points.ts';
import { balanceAndToExpire } from './points-expiry.ts';

interface ProjectFigures {
  in_prog: number;
  completed: number;
  lost: number;
  points_completed: number;
  points_in_prog: number;
  points_lost: number;
  scans_year: number;
  scans_completed: number;
}

/**
 * Projects in progress are open or in review; lost counts lost and rejected ones (an open project past its
 * deadline is lost already). Points: credited for closed projects, the scans' points otherwise.
 */
const PROJECTS_SQL = `SELECT
    count(*) FILTER (WHERE st IN (1, 5))::int AS in_prog,
    count(*) FILTER (WHERE st = 2)::int AS completed,
    count(*) FILTER (WHERE st IN (3, 4))::int AS lost,
    coalesce(sum(credited_points) FILTER (WHERE st = 2), 0)::int AS points_completed,
    coalesce(sum(pts) FILTER (WHERE st IN (1, 5)), 0)::int AS points_in_prog,
    coalesce(sum(pts) FILTER (WHERE st IN (3, 4)), 0)::int AS points_lost,
    coalesce(sum(year_scans), 0)::int AS scans_year,
    coalesce(sum(n) FILTER (WHERE st = 2), 0)::int AS scans_completed
  FROM (SELECT (CASE WHEN p.status = 1 AND p.deadline_at <= $2 THEN 3 ELSE p.status END) AS st, p.credited_points,
          a.pts, a.n, a.year_scans
          FROM projects p LEFT JOIN LATERAL (
            SELECT coalesce(sum(s.points), 0) AS pts, count(*) AS n,
                   count(*) FILTER (WHERE s.created_at >= $3 AND s.created_at < $4) AS year_scans
              FROM scans s WHERE s.project_id = p.id AND s.flag <> 3) a ON true
         WHERE p.company_id = $1) x`;

/** The company's balance, projects and points by state, to_expire and scan counts, from the tables. */
export async function pointsSummary(db: Queryable, companyId: number, now: Date): Promise<PointsSummary> {
  const { start, end } = yearBounds(now);
  const [[f], ledger, held] = await Promise.all([
    db.query<ProjectFigures>(PROJECTS_SQL, [companyId, now, start, end]),
    balanceAndToExpire(db, companyId, now),
    companyHeldPoints(db, companyId),
  ]);
  return {
    company_points: ledger.balance,
    projects: { in_prog: f?.in_prog ?? 0, completed: f?.completed ?? 0, lost: f?.lost ?? 0 },
    points: {
      completed: f?.points_completed ?? 0,
      in_prog: f?.points_in_prog ?? 0,
      lost: f?.points_lost ?? 0,
      to_expire: ledger.toExpire,
      held,
    },
    scans: { current_year: f?.scans_year ?? 0, completed: f?.scans_completed ?? 0 },
  };
}
