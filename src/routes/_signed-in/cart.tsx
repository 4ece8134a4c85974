import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '#src/features/cart/components/cart-screen.tsx';

export const Route = createFileRoute('/_signed-in/cart')({
  component: CartScreen,
});
