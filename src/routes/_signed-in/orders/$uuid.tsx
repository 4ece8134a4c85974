import { createFileRoute } from '@tanstack/react-router';
import { orderQuery } from '../../../features/orders/api/order-queries.ts';
import { OrderDetailScreen } from '../../../features/orders/components/order-detail-screen.tsx';
import { prefetchReachable } from '../../../lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/orders/$uuid')({
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, orderQuery(params.uuid)),
  component: OrderPage,
});

function OrderPage() {
  const { uuid } = Route.useParams();
  return <OrderDetailScreen uuid={uuid} />;
}
