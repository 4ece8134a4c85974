import { createFileRoute } from '@tanstack/react-router';
import { settingsQuery } from '../../features/home/api/home-queries.ts';
import { behaviourListQuery } from '../../features/rewards/api/behaviour-queries.ts';
import { RewardsScreen } from '../../features/rewards/components/rewards-screen.tsx';
import { tierHistoryQuery, tierListQuery } from '../../features/tiers/api/tier-queries.ts';
import { hasTiers } from '../../features/tiers/tier-access.ts';
import { currentUserQuery } from '../../features/user/api/current-user-query.ts';
import { prefetchReachable } from '../../lib/query/ensure-reachable.ts';

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
