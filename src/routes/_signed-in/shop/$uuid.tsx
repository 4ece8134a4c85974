import { createFileRoute } from '@tanstack/react-router';
import { addToCart, type CartEntry, quantityInCart } from '../../../features/cart/cart-model.ts';
import { updateCart, useCart } from '../../../features/cart/cart-store.ts';
import { shopProductQuery } from '../../../features/shop/api/shop-queries.ts';
import { ProductScreen } from '../../../features/shop/components/product-screen.tsx';
import { prefetchReachable } from '../../../lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/shop/$uuid')({
  loader: ({ context: { queryClient }, params }) => prefetchReachable(queryClient, shopProductQuery(params.uuid)),
  component: ProductPage,
});

/** The product page; the route joins the shop's product to the cart (features do not know each other). */
function ProductPage() {
  const { uuid } = Route.useParams();
  const navigate = Route.useNavigate();
  const { cart } = useCart();
  return (
    <ProductScreen
      uuid={uuid}
      inCart={(variantUuid) => quantityInCart(cart, variantUuid)}
      onAdd={(product, variant, quantity) => {
        const entry: CartEntry = {
          product: {
            uuid: product.uuid,
            name: product.name,
            type: product.type,
            images: product.thumbnail ? [product.thumbnail] : [],
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
