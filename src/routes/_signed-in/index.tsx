import { createFileRoute } from '@tanstack/react-router';
import {
  latestContentQuery,
  settingsQuery,
  shopTeasersQuery,
  stickyNewsQuery,
} from '#src/features/home/api/home-queries.ts';
import { basicPointsQuery } from '#src/features/points/api/points-queries.ts';
import { tierHistoryQuery, tierListQuery } from '#src/features/tiers/api/tier-queries.ts';
import { hasTiers } from '#src/features/tiers/tier-access.ts';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { HomeScreen } from '#src/pages/home-page.tsx';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';

export const Route = createFileRoute('/_signed-in/')({
  // The first screen after the icon: the points and notices first; the rest fills in as it arrives.
  loader: async ({ context: { queryClient } }) => {
    const user = queryClient.getQueryData(currentUserQuery().queryKey);
    if (user && hasTiers(user.role.id)) {
      void prefetchReachable(queryClient, tierListQuery());
      void prefetchReachable(queryClient, tierHistoryQuery(user.company.uuid));
    }
    void prefetchReachable(queryClient, stickyNewsQuery());
    void prefetchReachable(queryClient, basicPointsQuery());
    void prefetchReachable(queryClient, shopTeasersQuery('vouchers'));
    void prefetchReachable(queryClient, shopTeasersQuery('sticky'));
    void prefetchReachable(queryClient, latestContentQuery('news'));
    void prefetchReachable(queryClient, latestContentQuery('tutorial'));
    await Promise.all([
      user && prefetchReachable(queryClient, pointsSummaryQuery(user.company.uuid)),
      prefetchReachable(queryClient, settingsQuery()),
    ]);
  },
  component: HomeScreen,
});
