import { pointsSummary as pointsSummaryCall } from '../../../contract/points.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { pointsSummary } from '../../services/points/points-summary.ts';

export function registerPointsRoutes(mount: Mounter, deps: Deps): void {
  mount.user(pointsSummaryCall, async ({ params, user }) => {
    const [company] = await deps.db.query<{ id: number }>('SELECT id FROM companies WHERE uuid = $1 AND id = $2', [
      params.companyUuid,
      user.companyId,
    ]);
    if (!company) throw notFound();
    return pointsSummary(deps.db, company.id);
  });
}
