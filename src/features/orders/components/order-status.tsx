import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '#contract/orders.ts';

type Tone = 'info' | 'warning' | 'success' | 'danger';

/** The spec's badges: 1 pending blue, 2 approved warning, 3 completed positive, 4 failed negative, 5 like 2. */
const TONE: Record<OrderStatus, Tone> = { 1: 'info', 2: 'warning', 3: 'success', 4: 'danger', 5: 'warning' };

/** Pending, approved and failed (being retried) orders are still on their way. */
export const isInProgress = (status: OrderStatus) => status === 1 || status === 2 || status === 5;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  const names: Record<OrderStatus, string> = {
    1: t({ message: 'Pending', context: 'order status' }),
    2: t({ message: 'Approved', context: 'order status' }),
    3: t({ message: 'Completed', context: 'order status' }),
    4: t({ message: 'Failed', context: 'order status' }),
    5: t({ message: 'Approved', context: 'order status' }),
  };
  return (
    <span className="tone-badge" data-tone={TONE[status]}>
      {names[status]}
    </span>
  );
}
