import type { PointsSummary } from '../../../contract/points.ts';
import type { Queryable } from '../../db/db.ts';

/**
 * The company's balance is the sum of its ledger. Project and scan figures and to_expire stay 0 until
 * the projects, scans and expiry rules exist (issue 3 computes them here from their tables).
 */
export async function pointsSummary(db: Queryable, companyId: number): Promise<PointsSummary> {
  const [row] = await db.query<{ balance: number }>(
    'SELECT coalesce(sum(points), 0)::int AS balance FROM points_ledger WHERE company_id = $1',
    [companyId],
  );
  return {
    company_points: row?.balance ?? 0,
    projects: { in_prog: 0, completed: 0, lost: 0 },
    points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
    scans: { current_year: 0, completed: 0 },
  };
}
