import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  pointsForecastQuery,
  pointsHistoryQuery,
  pointsMovementsQuery,
} from '#src/features/points/api/points-queries.ts';
import { chartStart } from '#src/features/points/chart-window.ts';
import { tierHistoryQuery, tierListQuery } from '#src/features/tiers/api/tier-queries.ts';
import { hasTiers } from '#src/features/tiers/tier-access.ts';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { BalanceScreen } from '#src/pages/balance-page.tsx';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';

const Search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/balance')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    const user = queryClient.getQueryData(currentUserQuery().queryKey);
    await Promise.all([
      user && prefetchReachable(queryClient, pointsSummaryQuery(user.company.uuid)),
      prefetchReachable(queryClient, pointsForecastQuery()),
      user && hasTiers(user.role.id) && prefetchReachable(queryClient, tierListQuery()),
      user && hasTiers(user.role.id) && prefetchReachable(queryClient, tierHistoryQuery(user.company.uuid)),
      prefetchReachable(queryClient, pointsHistoryQuery(deps.page)),
      prefetchReachable(queryClient, pointsMovementsQuery(chartStart(new Date()))),
    ]);
  },
  component: BalancePage,
});

function BalancePage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BalanceScreen page={page} onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />
  );
}
