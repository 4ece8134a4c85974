import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { cartCount } from '../cart-model.ts';
import { useCart } from '../cart-store.ts';

const MiniCart = lazy(() => import('./mini-cart.tsx'));

/**
 * The header's cart: an icon with the number of items that opens the mini-cart (a slide-over from the side).
 * For the top bar's HeaderCartSlot; a 44 px square. The slide-over loads on the first tap.
 */
export function HeaderCart() {
  const { t } = useLingui();
  const { cart } = useCart();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const count = cartCount(cart);
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={6} color="red">
        <ActionIcon
          size={44}
          variant="subtle"
          aria-label={count === 0 ? t`Cart, empty` : plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <IconShoppingCart size={24} aria-hidden />
        </ActionIcon>
      </Indicator>
      {wanted && (
        <Suspense fallback={null}>
          <MiniCart open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
