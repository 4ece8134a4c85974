import { createFileRoute } from '@tanstack/react-router';
import { settingsQuery } from '#src/features/home/api/home-queries.ts';
import { behaviourListQuery } from '#src/features/rewards/api/behaviour-queries.ts';
import { tierHistoryQuery, tierListQuery } from '#src/features/tiers/api/tier-queries.ts';
import { hasTiers } from '#src/features/tiers/tier-access.ts';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { RewardsScreen } from '#src/pages/rewards-page.tsx';
import { currentUserQuery } from '#src/session/current-user-query.ts';

export const Route = createFileRoute('/_signed-in/rewards')({
  loader: async ({ context: { queryClient } }) => {
    const user = queryClient.getQueryData(currentUserQuery().queryKey);
    const tiers = user && hasTiers(user.role.id);
    await Promise.all([
      prefetchReachable(queryClient, settingsQuery()),
      prefetchReachable(queryClient, behaviourListQuery()),
      tiers && prefetchReachable(queryClient, tierListQuery()),
      tiers && prefetchReachable(queryClient, tierHistoryQuery(user.company.uuid)),
    ]);
  },
  component: RewardsScreen,
});
