import { createFileRoute } from '@tanstack/react-router';
import { teamListQuery } from '#src/features/team/api/team-queries.ts';
import { AddMemberScreen } from '#src/features/team/components/add-member-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/team/add')({
  // The first page's meta says whether there is room under the regional limit.
  loader: ({ context: { queryClient } }) => prefetchReachable(queryClient, teamListQuery(1)),
  component: AddMemberPage,
});

function AddMemberPage() {
  const navigate = Route.useNavigate();
  return <AddMemberScreen onDone={() => void navigate({ to: '/team' })} />;
}
