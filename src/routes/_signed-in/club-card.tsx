import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { cardAccountQuery, cardHistoryQuery } from '#src/features/club-card/api/club-card-queries.ts';
import { ClubCardScreen } from '#src/features/club-card/components/club-card-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';

const Search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/club-card')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    const user = queryClient.getQueryData(currentUserQuery().queryKey);
    await Promise.all([
      user && prefetchReachable(queryClient, cardAccountQuery(user.company.id)),
      user && prefetchReachable(queryClient, pointsSummaryQuery(user.company.uuid)),
      prefetchReachable(queryClient, cardHistoryQuery(deps.page)),
    ]);
  },
  component: ClubCardPage,
});

function ClubCardPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClubCardScreen page={page} onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />
  );
}
