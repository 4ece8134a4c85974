import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useCart } from '../cart-store.ts';
import { useCartSync } from '../hooks/use-cart-sync.ts';
import { CartChanges } from './cart-changes.tsx';
import { CartGroups } from './cart-groups.tsx';

/** Shown when the cart is empty: what the person can do about it. */
export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        <Trans>Your cart is empty.</Trans>
      </Text>
      <Button component={Link} to="/shop" variant="light" h={48} onClick={onNavigate}>
        <Trans>Go to the shop</Trans>
      </Button>
    </Stack>
  );
}

export function CartScreen() {
  const { t } = useLingui();
  usePageTitle(t`Cart`);
  const { cart, loaded } = useCart();
  const sync = useCartSync(true);
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Cart</Trans>
      </Title>
      <CartChanges changes={sync.changes} status={sync.status} />
      {!loaded && <Loader role="status" aria-label={t`Loading the cart`} />}
      {loaded && cart.uuids.length === 0 && <EmptyCart />}
      {loaded && <CartGroups cart={cart} stickyCheckout />}
    </Stack>
  );
}
