import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { orderListQuery } from '#src/features/orders/api/order-queries.ts';
import { OrderListScreen } from '#src/features/orders/components/order-list-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

const Search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/orders/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => prefetchReachable(queryClient, orderListQuery(deps.page)),
  component: OrdersPage,
});

function OrdersPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrderListScreen page={page} onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />
  );
}
