import { useEffect, useState } from 'react';
import { cartLookup } from '#contract/shop.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { type CartChange, reconcileCart } from '../cart-model.ts';
import { updateCart, useCart } from '../cart-store.ts';

export type SyncStatus = 'idle' | 'syncing' | 'synced' | 'offline' | 'failed';

/**
 * Checks the cart against the shop once each time it is opened (and again when the signal returns):
 * quantities clipped to stock, prices refreshed, unavailable items removed; answers what changed.
 */
export function useCartSync(active: boolean) {
  const { cart, loaded } = useCart();
  const online = useOnline();
  const [changes, setChanges] = useState<CartChange[]>([]);
  const [status, setStatus] = useState<SyncStatus>('idle');
  const empty = cart.uuids.length === 0;

  // Once per opening and per return of the signal, not on every quantity change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart is read when the check starts
  useEffect(() => {
    if (!active || !loaded) return;
    if (empty) return setStatus('synced');
    if (!online) return setStatus('offline');
    let live = true;
    setStatus('syncing');
    callApi(cartLookup, { query: { uuids: cart.uuids.join(',') } })
      .then(async (answer) => {
        let found: CartChange[] = [];
        await updateCart((current) => {
          const result = reconcileCart(current, answer.products);
          found = result.changes;
          return result.cart;
        });
        if (!live) return;
        setChanges(found);
        setStatus('synced');
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
    };
  }, [active, loaded, online]);

  return { changes, status, dismiss: () => setChanges([]) };
}
