import {
  basicPoints as basicPointsCall,
  pointsForecast as pointsForecastCall,
  pointsHistory as pointsHistoryCall,
  pointsMovements as pointsMovementsCall,
  pointsSummary as pointsSummaryCall,
} from '#contract/points.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import { EncodedJson } from '#server/http/json-answer.ts';
import { companyScope } from '#server/http/kept-scopes.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { companyUuidOf } from '#server/services/companies/company-lookup.ts';
import { basicPointsTable } from '#server/services/points/basic-points.ts';
import { pointsForecast } from '#server/services/points/points-forecast.ts';
import { pointsHistory } from '#server/services/points/points-history.ts';
import { pointsMovements } from '#server/services/points/points-movements.ts';
import { pointsSummary } from '#server/services/points/points-summary.ts';

export function registerPointsRoutes(mount: Mounter, deps: Deps): void {
  // Asked on every screen of the app: kept per company in the shared answers (emptied by the company's writes and
  // by jobs that changed data), after the caller's company was matched; kept encoded, so each read sends the bytes.
  // parts[1] is always the company.
  const remember = <T>(parts: [string, number], load: () => Promise<T>) =>
    deps.sharedReads.remember(companyScope(parts[1]), JSON.stringify(parts), load);
  mount.user(pointsSummaryCall, async ({ params, user }) => {
    const companyUuid = await remember(['company-uuid', user.companyId], () => companyUuidOf(deps.db, user.companyId));
    if (companyUuid !== params.companyUuid) throw notFound();
    return remember(
      ['points-summary', user.companyId],
      async () => new EncodedJson(await pointsSummary(deps.db, user.companyId, deps.clock.now())),
    );
  });

  mount.user(pointsHistoryCall, async ({ c, query, user }) =>
    pointsHistory(deps.db, user.companyId, query.page, readerOf(c, user)),
  );

  // The balance's chart: the company's moves of the last 12 months, read like the history (not kept).
  mount.user(pointsMovementsCall, async ({ query, user }) =>
    pointsMovements(deps.db, user.companyId, deps.clock.now(), query.since ? new Date(query.since) : undefined),
  );

  mount.user(pointsForecastCall, async ({ user }) =>
    remember(
      ['points-forecast', user.companyId],
      async () => new EncodedJson(await pointsForecast(deps.db, user.companyId, deps.clock.now())),
    ),
  );

  mount.user(basicPointsCall, async ({ c, query, user }) => {
    const regionId = query.region_id ?? user.regionId;
    const decor = user.role === 7 || user.role === 8;
    return { region_id: regionId, data: await basicPointsTable(deps.db, regionId, decor, readerOf(c, user)) };
  });
}
