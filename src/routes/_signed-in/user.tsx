import { createFileRoute } from '@tanstack/react-router';
import { certificateListQuery } from '#src/features/profile/api/profile-api.ts';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { ProfileScreen } from '#src/pages/profile-page.tsx';

export const Route = createFileRoute('/_signed-in/user')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      prefetchReachable(queryClient, certificateListQuery()),
      prefetchReachable(queryClient, publicConfigQuery()),
    ]),
  component: ProfileScreen,
});
