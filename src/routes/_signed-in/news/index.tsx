import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { newsListQuery } from '#src/features/news/api/news-queries.ts';
import { NewsListScreen } from '#src/features/news/components/news-list-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

const Search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/news/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => prefetchReachable(queryClient, newsListQuery(deps.page)),
  component: NewsPage,
});

function NewsPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NewsListScreen page={page} onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />
  );
}
