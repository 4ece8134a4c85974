import { createFileRoute } from '@tanstack/react-router';
import { addToCart, type CartEntry, quantityInCart } from '#src/features/cart/cart-model.ts';
import { updateCart, useCart } from '#src/features/cart/cart-store.ts';
import { PersonalisationSlot } from '#src/features/personalisation/components/personalisation-slot.tsx';
import { shopProductQuery } from '#src/features/shop/api/shop-queries.ts';
import { ProductScreen } from '#src/features/shop/components/product-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/shop/$uuid')({
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, shopProductQuery(params.uuid)),
  component: ProductPage,
});

/** The product page; the route joins the shop's product to the cart and the personalisation form (features do not know each other). */
function ProductPage() {
  const { uuid } = Route.useParams();
  const navigate = Route.useNavigate();
  const { cart } = useCart();
  return (
    <ProductScreen
      uuid={uuid}
      personalisation={(product) => <PersonalisationSlot product={product} />}
      inCart={(variantUuid) => quantityInCart(cart, variantUuid)}
      onAdd={(product, variant, quantity) => {
        const entry: CartEntry = {
          product: {
            uuid: product.uuid,
            name: product.name,
            type: product.type,
            images: product.thumbnail ? [product.thumbnail] : [],
            picture: product.thumbnail ? product.images[0]?.picture : undefined,
          },
          variant: {
            uuid: variant.uuid,
            stock: variant.stock,
            price: variant.price,
            sku: variant.sku,
            title: variant.title,
          },
          quantity,
        };
        void updateCart((current) => addToCart(current, entry));
      }}
      onOrderNow={(variant, quantity) =>
        void navigate({ to: '/checkout/$uuid', params: { uuid: variant.uuid }, search: { quantity } })
      }
    />
  );
}
