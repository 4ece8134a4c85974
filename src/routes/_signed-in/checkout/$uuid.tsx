import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CheckoutScreen } from '#src/features/checkout/components/checkout-screen.tsx';
import { shopVariantQuery } from '#src/features/shop/api/shop-queries.ts';
import { forgetPersonalisation, readPersonalisation } from '#src/lib/handover/personalisation-handover.ts';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';
import { refreshAfterOrder } from './-after-order.ts';

const Search = v.object({
  quantity: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
});

export const Route = createFileRoute('/_signed-in/checkout/$uuid')({
  validateSearch: (search) => v.parse(Search, search),
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, shopVariantQuery(params.uuid)),
  component: DirectCheckoutPage,
});

/** A direct order of one variant (the product page's Order now, or a finished personalisation). */
function DirectCheckoutPage() {
  const { uuid } = Route.useParams();
  const { quantity = 1 } = Route.useSearch();
  const queryClient = useQueryClient();
  const user = useQuery(currentUserQuery()).data;
  const points = useQuery({ ...pointsSummaryQuery(user?.company.uuid ?? ''), enabled: !!user });
  const lookup = useQuery(shopVariantQuery(uuid));
  if (!user || lookup.isPending) return null;
  const product = lookup.data?.products[0];
  const variant = product?.variants.find((candidate) => candidate.uuid === uuid);
  const lines =
    product && variant
      ? [
          {
            variantUuid: uuid,
            name: variant.title ? `${product.name} – ${variant.title}` : product.name,
            image: product.thumbnail,
            price: variant.price,
            quantity: Math.min(quantity, variant.stock),
          },
        ]
      : [];
  return (
    <CheckoutScreen
      checkoutId={uuid}
      type={product?.type ?? 'product'}
      lines={lines}
      user={user}
      companyPoints={points.data?.company_points}
      personalisation={product?.type === 'personalised' ? readPersonalisation([uuid]) : undefined}
      onPlaced={() => {
        forgetPersonalisation([uuid]);
        return refreshAfterOrder(queryClient);
      }}
    />
  );
}
