import { createFileRoute } from '@tanstack/react-router';
import { newsItemQuery } from '#src/features/news/api/news-queries.ts';
import { NewsArticleScreen } from '#src/features/news/components/news-article-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/news/$uuid')({
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, newsItemQuery(params.uuid)),
  component: NewsArticlePage,
});

function NewsArticlePage() {
  const { uuid } = Route.useParams();
  return <NewsArticleScreen uuid={uuid} />;
}
