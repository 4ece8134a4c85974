import type * as v from 'valibot';
import type { CartProduct, ProductPicture, ProductType } from '#contract/shop.ts';

/** One line of the cart: what the shop said about the product and variant when it was added or last synced. */
export interface CartEntry {
  /** `images`: the first picture's plain URL (the spec's cart); `picture`: its AVIF and WebP sizes (decision 0285). */
  product: { uuid: string; name: string; type: ProductType; images: string[]; picture?: ProductPicture };
  variant: { uuid: string; stock: number; price: number; sku: string; title: string };
  quantity: number;
}

/** The spec's cart: entries grouped by checkout type, then by variant uuid, and the list of variant uuids. */
export interface Cart {
  version: 1;
  entries: Partial<Record<ProductType, Record<string, CartEntry>>>;
  uuids: string[];
}

export const EMPTY_CART: Cart = { version: 1, entries: {}, uuids: [] };

export function cartLines(cart: Cart): CartEntry[] {
  return Object.values(cart.entries).flatMap((group) => Object.values(group ?? {}));
}

export function linesOfType(cart: Cart, type: ProductType): CartEntry[] {
  return Object.values(cart.entries[type] ?? {});
}

export function cartCount(cart: Cart): number {
  return cartLines(cart).reduce((n, line) => n + line.quantity, 0);
}

export function quantityInCart(cart: Cart, variantUuid: string): number {
  return cartLines(cart).find((line) => line.variant.uuid === variantUuid)?.quantity ?? 0;
}

export const subtotal = (lines: CartEntry[]) =>
  lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);

function withLines(lines: CartEntry[]): Cart {
  const entries: Cart['entries'] = {};
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const group = entries[line.product.type] ?? {};
    group[line.variant.uuid] = line;
    entries[line.product.type] = group;
  }
  return { version: 1, entries, uuids: Object.values(entries).flatMap((group) => Object.keys(group ?? {})) };
}

/** Adds to the line of that variant (never past its stock). */
export function addToCart(cart: Cart, entry: CartEntry): Cart {
  const lines = cartLines(cart);
  const existing = lines.find((line) => line.variant.uuid === entry.variant.uuid);
  if (!existing) return withLines([...lines, { ...entry, quantity: Math.min(entry.quantity, entry.variant.stock) }]);
  const quantity = Math.min(existing.quantity + entry.quantity, entry.variant.stock);
  return withLines(lines.map((line) => (line === existing ? { ...entry, quantity } : line)));
}

export function setQuantity(cart: Cart, variantUuid: string, quantity: number): Cart {
  return withLines(
    cartLines(cart).map((line) =>
      line.variant.uuid === variantUuid ? { ...line, quantity: Math.min(quantity, line.variant.stock) } : line,
    ),
  );
}

export function removeFromCart(cart: Cart, variantUuids: string[]): Cart {
  return withLines(cartLines(cart).filter((line) => !variantUuids.includes(line.variant.uuid)));
}

export type CartChange =
  | { kind: 'removed'; name: string }
  | { kind: 'clipped'; name: string; quantity: number }
  | { kind: 'price'; name: string; price: number };

type LookupProduct = v.InferOutput<typeof CartProduct>;

const lineName = (line: CartEntry) =>
  line.variant.title ? `${line.product.name} – ${line.variant.title}` : line.product.name;

/**
 * The cart after the shop's answer (GET /v2/cart): variants left out are removed, quantities clipped to the
 * stock, prices refreshed; with the list of changes to tell the person.
 */
export function reconcileCart(cart: Cart, products: LookupProduct[]): { cart: Cart; changes: CartChange[] } {
  const changes: CartChange[] = [];
  const next: CartEntry[] = [];
  for (const line of cartLines(cart)) {
    const product = products.find((p) => p.variants.some((variant) => variant.uuid === line.variant.uuid));
    const variant = product?.variants.find((candidate) => candidate.uuid === line.variant.uuid);
    if (!product || !variant || variant.stock <= 0 || !product.active || !product.is_visible) {
      changes.push({ kind: 'removed', name: lineName(line) });
      continue;
    }
    const fresh: CartEntry = {
      product: {
        uuid: product.uuid,
        name: product.name,
        type: product.type,
        images: product.thumbnail ? [product.thumbnail] : line.product.images,
        picture: product.thumbnail ? product.images[0]?.picture : line.product.picture,
      },
      variant: {
        uuid: variant.uuid,
        stock: variant.stock,
        price: variant.price,
        sku: variant.sku,
        title: variant.title,
      },
      quantity: Math.min(line.quantity, variant.stock),
    };
    if (fresh.quantity < line.quantity)
      changes.push({ kind: 'clipped', name: lineName(line), quantity: fresh.quantity });
    if (variant.price !== line.variant.price)
      changes.push({ kind: 'price', name: lineName(line), price: variant.price });
    next.push(fresh);
  }
  return { cart: withLines(next), changes };
}

export { lineName };
