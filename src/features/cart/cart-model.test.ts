import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartEntry,
  cartCount,
  EMPTY_CART,
  reconcileCart,
  removeFromCart,
  setQuantity,
} from './cart-model.ts';

const entry = (
  uuid: string,
  type: CartEntry['product']['type'],
  quantity: number,
  stock = 10,
  price = 100,
): CartEntry => ({
  product: { uuid: `p-${uuid}`, name: `Product ${uuid}`, type, images: [] },
  variant: { uuid, stock, price, sku: `SKU-${uuid}`, title: '' },
  quantity,
});

const lookupOf = (uuid: string, stock: number, price: number, active = true) => ({
  uuid: `p-${uuid}`,
  name: `Product ${uuid}`,
  type: 'product' as const,
  images: [],
  thumbnail: null,
  active,
  is_visible: true,
  variants: [{ uuid, sku: `SKU-${uuid}`, title: '', price, stock, attrs: [] }],
});

describe('cart model', () => {
  it('groups entries by checkout type then variant, with the uuids list, and adds up to the stock', () => {
    let cart = addToCart(EMPTY_CART, entry('a', 'voucher', 2));
    cart = addToCart(cart, entry('b', 'product', 1, 3));
    cart = addToCart(cart, entry('b', 'product', 5, 3));
    expect(Object.keys(cart.entries)).toEqual(['voucher', 'product']);
    expect(cart.entries.product?.b?.quantity).toBe(3);
    expect(cart.uuids).toEqual(['a', 'b']);
    expect(cart.version).toBe(1);
    expect(cartCount(cart)).toBe(5);
    expect(setQuantity(cart, 'a', 1).entries.voucher?.a?.quantity).toBe(1);
    expect(removeFromCart(cart, ['a']).uuids).toEqual(['b']);
  });

  it('syncs with the shop: clips to stock, refreshes prices, removes what is gone, and lists each change', () => {
    let cart = addToCart(EMPTY_CART, entry('a', 'product', 5));
    cart = addToCart(cart, entry('b', 'product', 1));
    cart = addToCart(cart, entry('c', 'product', 1));
    const { cart: next, changes } = reconcileCart(cart, [lookupOf('a', 2, 100), lookupOf('b', 9, 120)]);
    expect(next.entries.product?.a?.quantity).toBe(2);
    expect(next.entries.product?.b?.variant.price).toBe(120);
    expect(next.uuids).toEqual(['a', 'b']);
    expect(changes).toEqual([
      { kind: 'clipped', name: 'Product a', quantity: 2 },
      { kind: 'price', name: 'Product b', price: 120 },
      { kind: 'removed', name: 'Product c' },
    ]);
  });
});
