import { useMutation } from '@tanstack/react-query';
import { type PlaceOrderBody, placeOrder } from '#contract/orders.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { IDEMPOTENCY_HEADER } from '../checkout-draft.ts';

/** The checkout's mutation keys. */
export const checkoutKeys = {
  placeOrder: () => ['orders', 'place'] as const,
};

/**
 * Places the order with the checkout's Idempotency-Key: a double tap, or a second try after a lost reply,
 * gets the first answer again instead of a second order. Never queued: it needs the network now.
 */
export function usePlaceOrder() {
  return useMutation({
    mutationKey: checkoutKeys.placeOrder(),
    networkMode: 'always',
    mutationFn: ({ body, key }: { body: PlaceOrderBody; key: string }) =>
      callApi(placeOrder, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  });
}
