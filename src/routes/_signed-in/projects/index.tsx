import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { projectListQuery } from '#src/features/projects/api/project-queries.ts';
import { ProjectListScreen } from '#src/features/projects/components/project-list-screen.tsx';
import { loadWideTable } from '#src/features/projects/components/project-table.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { WIDE_SCREEN } from '#src/lib/wide-screen.ts';

const Search = v.object({
  status: v.fallback(v.optional(v.picklist(['review', 'closed', 'lost'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  /** The manifest's "Scan" shortcut: straight to the scanner of the newest open project. */
  scan: v.fallback(v.optional(v.literal(1)), undefined),
});

export const Route = createFileRoute('/_signed-in/projects/')({
  validateSearch: (search) => v.parse(Search, search),
  beforeLoad: async ({ search, context: { queryClient } }) => {
    if (search.scan !== 1) return;
    // Only the home-screen shortcut asks for it: its code stays out of the start (decision 0301).
    const { scanTargetProject } = await import('#src/features/projects/scan-target.ts');
    const uuid = await scanTargetProject(queryClient);
    // No open project yet: creating one leads to its scanner.
    if (!uuid) throw redirect({ to: '/projects/add', replace: true });
    throw redirect({ to: '/projects/$uuid', params: { uuid }, search: { scan: 1 }, replace: true });
  },
  loaderDeps: ({ search }) => ({ status: search.status ?? ('open' as const), page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      prefetchReachable(queryClient, projectListQuery(deps.status, deps.page)),
      // A wide screen's table is a chunk of its own, in before the screen renders as a phone's cards are (0306).
      matchMedia(WIDE_SCREEN).matches ? loadWideTable().catch(() => undefined) : undefined,
    ]).then(() => undefined),
  component: ProjectsPage,
});

function ProjectsPage() {
  const { status = 'open', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProjectListScreen
      status={status}
      page={page}
      onChange={(next) =>
        void navigate({
          search: {
            status: next.status === 'open' ? undefined : next.status,
            page: next.page > 1 ? next.page : undefined,
          },
        })
      }
    />
  );
}
