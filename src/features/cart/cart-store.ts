import { get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { onSessionCleared } from '#src/lib/auth/session.ts';
import { readToken } from '#src/lib/auth/token-store.ts';
import { type Cart, EMPTY_CART } from './cart-model.ts';

/** IndexedDB key prefix of the carts; src/lib/auth/session.ts deletes every `cart:` key on sign-out. */
export const CART_KEY_PREFIX = 'cart:';

/** The signed-in user's uuid (the access token's subject): the cart belongs to them. */
export function cartOwner(): string | null {
  const token = readToken()?.token;
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

interface State {
  owner: string | null;
  cart: Cart;
  loaded: boolean;
}

let state: State = { owner: null, cart: EMPTY_CART, loaded: false };
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function emit(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function isCart(value: unknown): value is Cart {
  return (
    typeof value === 'object' && value !== null && (value as Cart).version === 1 && Array.isArray((value as Cart).uuids)
  );
}

/** Loads the owner's cart from the device once per owner (a new sign-in reads its own cart). */
function ensureLoaded(): Promise<void> {
  const owner = cartOwner();
  if (state.owner === owner && (state.loaded || loading)) return loading ?? Promise.resolve();
  emit({ owner, cart: EMPTY_CART, loaded: owner === null });
  if (owner === null) return Promise.resolve();
  loading = get(CART_KEY_PREFIX + owner)
    .catch(() => undefined)
    .then((saved) => {
      if (state.owner === owner) emit({ owner, cart: isCart(saved) ? saved : EMPTY_CART, loaded: true });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Changes the cart and writes it to the device at once (it must survive a reload or a closed tab). */
export async function updateCart(change: (cart: Cart) => Cart): Promise<Cart> {
  await ensureLoaded();
  const { owner } = state;
  const cart = change(state.cart);
  emit({ ...state, cart });
  if (owner) await set(CART_KEY_PREFIX + owner, cart).catch(() => {});
  return cart;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void ensureLoaded();
  return () => listeners.delete(listener);
}

/** The signed-in user's cart (empty until read from the device; `loaded` tells which). */
export function useCart(): { cart: Cart; loaded: boolean } {
  const current = useSyncExternalStore(subscribe, () => state);
  return { cart: current.cart, loaded: current.loaded };
}

/** For tests: forget what is in memory. */
export function resetCartMemory(): void {
  state = { owner: null, cart: EMPTY_CART, loaded: false };
  loading = null;
}

onSessionCleared(resetCartMemory);
