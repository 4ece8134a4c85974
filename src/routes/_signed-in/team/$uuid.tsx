import { createFileRoute } from '@tanstack/react-router';
import { teamMemberQuery } from '#src/features/team/api/team-queries.ts';
import { EditMemberScreen } from '#src/features/team/components/edit-member-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/team/$uuid')({
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, teamMemberQuery(params.uuid)),
  component: EditMemberPage,
});

function EditMemberPage() {
  const { uuid } = Route.useParams();
  const navigate = Route.useNavigate();
  return <EditMemberScreen key={uuid} uuid={uuid} onDone={() => void navigate({ to: '/team' })} />;
}
