import { createFileRoute } from '@tanstack/react-router';
import { orderQuery } from '#src/features/orders/api/order-queries.ts';
import { OrderDetailScreen } from '#src/features/orders/components/order-detail-screen.tsx';
import { OrderPersonalisation } from '#src/features/personalisation/components/order-personalisation.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/orders/$uuid')({
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, orderQuery(params.uuid)),
  component: OrderPage,
});

function OrderPage() {
  const { uuid } = Route.useParams();
  return <OrderDetailScreen uuid={uuid} personalisation={(data) => <OrderPersonalisation data={data} />} />;
}
