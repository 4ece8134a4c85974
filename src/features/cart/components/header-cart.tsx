import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Indicator.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Drawer, Indicator, Stack } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { cartCount } from '../cart-model.ts';
import { useCart } from '../cart-store.ts';
import { useCartSync } from '../hooks/use-cart-sync.ts';
import { CartChanges } from './cart-changes.tsx';
import { CartGroups } from './cart-groups.tsx';
import { EmptyCart } from './cart-screen.tsx';

/**
 * The header's cart: an icon with the number of items that opens the mini-cart (a slide-over from the side).
 * For the top bar's HeaderCartSlot; a 44 px square.
 */
export function HeaderCart() {
  const { t } = useLingui();
  const { cart } = useCart();
  const [open, setOpen] = useState(false);
  const sync = useCartSync(open);
  const count = cartCount(cart);
  const close = () => setOpen(false);
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={6} color="red">
        <ActionIcon
          size={44}
          variant="subtle"
          aria-label={count === 0 ? t`Cart, empty` : plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}
          onClick={() => setOpen(true)}
        >
          <IconShoppingCart size={24} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={open}
        onClose={close}
        position="right"
        title={t`Cart`}
        closeButtonProps={{ 'aria-label': t`Close the cart` }}
      >
        <Stack gap="md">
          <CartChanges changes={sync.changes} status={sync.status} />
          {cart.uuids.length === 0 ? <EmptyCart onNavigate={close} /> : <CartGroups cart={cart} onNavigate={close} />}
          {cart.uuids.length > 0 && (
            <Button component={Link} to="/cart" variant="default" h={48} onClick={close}>
              <Trans>Open the cart page</Trans>
            </Button>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
