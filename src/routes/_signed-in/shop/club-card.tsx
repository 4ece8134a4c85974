import { createFileRoute } from '@tanstack/react-router';
import { cardAccountQuery, cardProductQuery, scanStatsQuery } from '#src/features/club-card/api/club-card-queries.ts';
import { CardProductScreen } from '#src/features/club-card/components/card-product-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

/** The club card product (a static route: it wins over /shop/$uuid). */
export const Route = createFileRoute('/_signed-in/shop/club-card')({
  loader: async ({ context: { queryClient } }) => {
    const user = queryClient.getQueryData(currentUserQuery().queryKey);
    await Promise.all([
      prefetchReachable(queryClient, cardProductQuery()),
      user && prefetchReachable(queryClient, cardAccountQuery(user.company.id)),
      user && prefetchReachable(queryClient, scanStatsQuery(user.company.uuid)),
    ]);
  },
  component: ClubCardProductPage,
});

/** Ordering the card is a direct checkout of its one variant (decision 0032): the address, then the order. */
function ClubCardProductPage() {
  const navigate = Route.useNavigate();
  return (
    <CardProductScreen
      onOrder={(variantUuid) =>
        void navigate({ to: '/checkout/$uuid', params: { uuid: variantUuid }, search: { quantity: 1 } })
      }
    />
  );
}
