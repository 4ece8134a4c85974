import { createFileRoute } from '@tanstack/react-router';
import { certificateListQuery } from '../../features/profile/api/profile-api.ts';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { publicConfigQuery } from '../../lib/config/public-config-query.ts';
import { prefetchReachable } from '../../lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/user')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      prefetchReachable(queryClient, certificateListQuery()),
      prefetchReachable(queryClient, publicConfigQuery()),
    ]),
  component: ProfileScreen,
});
