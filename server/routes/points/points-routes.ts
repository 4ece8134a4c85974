import {
  basicPoints as basicPointsCall,
  pointsHistory as pointsHistoryCall,
  pointsSummary as pointsSummaryCall,
} from '../../../contract/points.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { basicPointsTable } from '../../services/points/basic-points.ts';
import { pointsHistory } from '../../services/points/points-history.ts';
import { pointsSummary } from '../../services/points/points-summary.ts';

export function registerPointsRoutes(mount: Mounter, deps: Deps): void {
  mount.user(pointsSummaryCall, async ({ params, user }) => {
    const [company] = await deps.db.query<{ id: number }>('SELECT id FROM companies WHERE uuid = $1 AND id = $2', [
      params.companyUuid,
      user.companyId,
    ]);
    if (!company) throw notFound();
    return pointsSummary(deps.db, company.id, deps.clock.now());
  });

  mount.user(pointsHistoryCall, async ({ query, user }) => pointsHistory(deps.db, user.companyId, query.page));

  mount.user(basicPointsCall, async ({ query, user }) => {
    const regionId = query.region_id ?? user.regionId;
    const decor = user.role === 7 || user.role === 8;
    return { region_id: regionId, data: await basicPointsTable(deps.db, regionId, decor) };
  });
}
