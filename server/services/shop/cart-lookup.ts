import type * as v from 'valibot';
import type { CartProduct } from '#contract/shop.ts';
import type { Queryable } from '#server/db/db.ts';
import { PRODUCT_COLUMNS, type ProductRow, shapeProducts } from './product-shape.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_CART_UUIDS = 100;

/** "a,b" and repeated ?uuids=a&uuids=b (also uuids[]) into one list; anything that is not a uuid is dropped. */
export function parseUuidList(values: string[]): string[] {
  const all = values.flatMap((value) => value.split(',')).map((s) => s.trim().toLowerCase());
  return [...new Set(all.filter((s) => UUID.test(s)))];
}

/**
 * The products holding the given variants, each with only the asked-for variants and their current price
 * and stock. Variants of another region, of inactive or invisible products, or out of stock are left out,
 * so the app drops them from the cart; `uuids` lists the variants still available.
 */
export async function cartLookup(db: Queryable, regionId: number, variantUuids: string[]) {
  if (variantUuids.length === 0) return { products: [], uuids: [] };
  const rows = await db.query<ProductRow>(
    `SELECT DISTINCT ${PRODUCT_COLUMNS} FROM shop_products p JOIN shop_variants v ON v.product_id = p.id
      WHERE v.uuid = ANY($1::uuid[]) AND p.region_id = $2 AND p.active AND p.is_visible`,
    [variantUuids, regionId],
  );
  const wanted = new Set(variantUuids);
  const products: v.InferInput<typeof CartProduct>[] = (await shapeProducts(db, rows))
    .map((p) => ({ ...p, variants: p.variants.filter((x) => wanted.has(x.uuid) && x.stock > 0) }))
    .filter((p) => p.variants.length > 0)
    .map(({ uuid, name, type, images, thumbnail, active, is_visible, variants }) => ({
      uuid,
      name,
      type,
      images,
      thumbnail,
      active,
      is_visible,
      variants,
    }));
  return { products, uuids: products.flatMap((p) => p.variants.map((x) => x.uuid)) };
}
