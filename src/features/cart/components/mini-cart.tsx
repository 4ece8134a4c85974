import '@mantine/core/styles/Drawer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCart } from '../cart-store.ts';
import { useCartSync } from '../hooks/use-cart-sync.ts';
import { CartChanges } from './cart-changes.tsx';
import { CartGroups } from './cart-groups.tsx';
import { EmptyCart } from './cart-screen.tsx';

/** The mini-cart slide-over; loaded on the first tap of the header's cart, so the entry stays small. */
export default function MiniCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { cart } = useCart();
  const sync = useCartSync(open);
  return (
    <Drawer
      opened={open}
      onClose={onClose}
      position="right"
      title={t`Cart`}
      closeButtonProps={{ 'aria-label': t`Close the cart` }}
    >
      <Stack gap="md">
        <CartChanges changes={sync.changes} status={sync.status} />
        {cart.uuids.length === 0 ? <EmptyCart onNavigate={onClose} /> : <CartGroups cart={cart} onNavigate={onClose} />}
        {cart.uuids.length > 0 && (
          <Button component={Link} to="/cart" variant="default" h={48} onClick={onClose}>
            <Trans>Open the cart page</Trans>
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
