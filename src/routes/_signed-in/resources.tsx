import { createFileRoute } from '@tanstack/react-router';
import { resourceListQuery, tutorialListQuery } from '#src/features/resources/api/resource-queries.ts';
import { ResourcesScreen } from '#src/features/resources/components/resources-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/resources')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      prefetchReachable(queryClient, resourceListQuery()),
      prefetchReachable(queryClient, tutorialListQuery()),
    ]),
  component: ResourcesScreen,
});
