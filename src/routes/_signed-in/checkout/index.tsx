import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { PRODUCT_TYPES } from '#contract/product-types.ts';
import { linesOfType, removeFromCart } from '#src/features/cart/cart-model.ts';
import { updateCart, useCart } from '#src/features/cart/cart-store.ts';
import { CheckoutScreen } from '#src/features/checkout/components/checkout-screen.tsx';
import { readPersonalisation } from '#src/lib/handover/personalisation-handover.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';
import { refreshAfterOrder } from './-after-order.ts';

const Search = v.object({ type: v.fallback(v.optional(v.picklist(PRODUCT_TYPES)), undefined) });

export const Route = createFileRoute('/_signed-in/checkout/')({
  validateSearch: (search) => v.parse(Search, search),
  // Without a checkout type there is nothing to check out: the shop.
  beforeLoad: ({ search }) => {
    if (!search.type) throw redirect({ to: '/shop' });
  },
  component: CartCheckoutPage,
});

/** Checks out one vendor type of the cart; the placed items leave the cart, the rest stays. */
function CartCheckoutPage() {
  const { type = 'voucher' } = Route.useSearch();
  const queryClient = useQueryClient();
  const { cart, loaded } = useCart();
  const user = useQuery(currentUserQuery()).data;
  const points = useQuery({ ...pointsSummaryQuery(user?.company.uuid ?? ''), enabled: !!user });
  if (!user || !loaded) return null;
  const entries = linesOfType(cart, type);
  const lines = entries.map((entry) => ({
    variantUuid: entry.variant.uuid,
    name: entry.variant.title ? `${entry.product.name} – ${entry.variant.title}` : entry.product.name,
    image: entry.product.images[0] ?? null,
    price: entry.variant.price,
    quantity: entry.quantity,
  }));
  return (
    <CheckoutScreen
      checkoutId={type}
      type={type}
      lines={lines}
      user={user}
      companyPoints={points.data?.company_points}
      personalisation={type === 'personalised' ? readPersonalisation(entries.map((e) => e.variant.uuid)) : undefined}
      onPlaced={(order) => {
        void updateCart((current) =>
          removeFromCart(
            current,
            order.meta.contents.map((c) => c.variantGuid),
          ),
        );
        return refreshAfterOrder(queryClient);
      }}
    />
  );
}
