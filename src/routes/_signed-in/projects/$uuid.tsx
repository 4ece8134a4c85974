import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { projectQuery } from '#src/features/projects/api/project-queries.ts';
import { ProjectDetailFrame } from '#src/features/projects/components/project-detail-frame.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/projects/$uuid')({
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, projectQuery(params.uuid)),
  component: ProjectPage,
});

function ProjectPage() {
  const { uuid } = Route.useParams();
  const navigate = Route.useNavigate();
  const tab = useLocation({ select: (l) => (l.pathname.endsWith('/survey') ? 'survey' : 'products') });
  return (
    <ProjectDetailFrame
      uuid={uuid}
      tab={tab}
      onTab={(next) =>
        void navigate({ to: next === 'survey' ? '/projects/$uuid/survey' : '/projects/$uuid', params: { uuid } })
      }
    >
      <Outlet />
    </ProjectDetailFrame>
  );
}
