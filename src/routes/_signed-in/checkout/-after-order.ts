import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '#src/features/orders/api/order-queries.ts';
import { shopKeys } from '#src/features/shop/api/shop-queries.ts';
import { pointsKeys } from '#src/session/session-keys.ts';

/** A placed order changes the orders, the shop (stock, the card offer) and the points: all are read again. */
export function refreshAfterOrder(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: shopKeys.all });
  return queryClient.invalidateQueries({ queryKey: pointsKeys.all });
}
