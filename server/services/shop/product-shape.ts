import type { Product, ProductSettings, ProductType, Variant } from '#contract/shop.ts';
import type { Queryable } from '#server/db/db.ts';

interface ProductRow {
  id: number;
  uuid: string;
  name: string;
  type: ProductType;
  sku: string;
  description: string;
  images: Product['images'];
  settings: ProductSettings | null;
  active: boolean;
  is_visible: boolean;
}

interface VariantRow extends Variant {
  product_id: number;
}

export const PRODUCT_COLUMNS =
  'p.id, p.uuid, p.name, p.type, p.sku, p.description, p.images, p.settings, p.active, p.is_visible';

/** Loads the variants and categories of many products in two queries (no query per product). */
export async function shapeProducts(db: Queryable, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variants, categories] = await Promise.all([
    db.query<VariantRow>(
      `SELECT product_id, uuid, sku, title, price, stock, attrs FROM shop_variants
        WHERE product_id = ANY($1::int[]) ORDER BY product_id, position, id`,
      [ids],
    ),
    db.query<{ product_id: number; slug: string }>(
      `SELECT pc.product_id, c.slug FROM shop_product_categories pc JOIN shop_categories c ON c.id = pc.category_id
        WHERE pc.product_id = ANY($1::int[]) ORDER BY c.position, c.id`,
      [ids],
    ),
  ]);
  return rows.map((row) => {
    const own = variants.filter((v) => v.product_id === row.id).map(({ product_id: _, ...v }) => v);
    const prices = own.map((v) => v.price);
    return {
      uuid: row.uuid,
      name: row.name,
      type: row.type,
      sku: row.sku,
      description: row.description,
      prices: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
      images: row.images,
      thumbnail: row.images[0]?.thumbnail ?? null,
      categories: categories.filter((c) => c.product_id === row.id).map((c) => ({ slug: c.slug })),
      active: row.active,
      is_visible: row.is_visible,
      stock: own.reduce((sum, v) => sum + v.stock, 0),
      settings: row.settings,
      variants: own,
    };
  });
}

export type { ProductRow };
