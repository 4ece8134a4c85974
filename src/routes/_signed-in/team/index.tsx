import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { teamListQuery } from '#src/features/team/api/team-queries.ts';
import { TeamListScreen } from '#src/features/team/components/team-list-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

const Search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/team/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => prefetchReachable(queryClient, teamListQuery(deps.page)),
  component: TeamPage,
});

function TeamPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TeamListScreen page={page} onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />
  );
}
