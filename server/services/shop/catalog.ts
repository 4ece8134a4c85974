import type { Product, ProductType } from '#contract/shop.ts';
import type { Queryable } from '#server/db/db.ts';
import { PRODUCT_COLUMNS, type ProductRow, shapeProducts } from './product-shape.ts';

export interface ProductFilter {
  regionId: number;
  categories: string[];
  type?: ProductType;
  active: boolean;
  visible: boolean;
  sticky?: boolean;
  sort: 'position' | 'newest' | 'price_asc' | 'price_desc';
  page: number;
  limit: number;
}

const MIN_PRICE = '(SELECT min(v.price) FROM shop_variants v WHERE v.product_id = p.id)';
const ORDER_BY = {
  position: 'p.position, p.id',
  newest: 'p.created_at DESC, p.id DESC',
  price_asc: `${MIN_PRICE} ASC NULLS LAST, p.id`,
  price_desc: `${MIN_PRICE} DESC NULLS LAST, p.id`,
} as const;

/** The conditions of a product list and their parameters ($1 region, $2 active, $3 visible, then type, sticky...). */
export function productWhere(f: ProductFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [f.regionId, f.active, f.visible];
  let where = 'p.region_id = $1 AND p.active = $2 AND p.is_visible = $3';
  if (f.type) {
    params.push(f.type);
    where += ` AND p.type = $${params.length}`;
  } else {
    where += " AND p.type <> 'card'";
  }
  if (f.sticky !== undefined) {
    params.push(f.sticky);
    where += ` AND p.sticky = $${params.length}`;
  }
  if (f.categories.length > 0) {
    params.push(f.categories);
    where += ` AND EXISTS (SELECT 1 FROM shop_product_categories pc JOIN shop_categories c ON c.id = pc.category_id
      WHERE pc.product_id = p.id AND c.slug = ANY($${params.length}::text[]))`;
  }
  return { where, params };
}

/** The order of a product list (p is shop_products). */
export const productOrder = (f: ProductFilter): string => ORDER_BY[f.sort];

/** One page of a region's products; the club card is listed only when asked for by type. */
export async function listProducts(db: Queryable, f: ProductFilter): Promise<{ data: Product[]; total: number }> {
  const { where, params } = productWhere(f);
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shop_products p WHERE ${where}`,
    params,
  );
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM shop_products p WHERE ${where}
      ORDER BY ${ORDER_BY[f.sort]} LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
    params,
  );
  return { data: await shapeProducts(db, rows), total: count?.n ?? 0 };
}

/** A product of the region, inactive and invisible ones included (the app shows a notice for them). */
export async function findProduct(db: Queryable, regionId: number, uuid: string): Promise<Product | undefined> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM shop_products p WHERE p.uuid = $1 AND p.region_id = $2`,
    [uuid, regionId],
  );
  return (await shapeProducts(db, rows))[0];
}

/** Categories of a region in their order; with a type, only those holding a visible product of it. */
export async function listCategories(db: Queryable, regionId: number, type?: ProductType) {
  const params: unknown[] = [regionId];
  let filter = '';
  if (type) {
    params.push(type);
    filter = `AND EXISTS (SELECT 1 FROM shop_product_categories pc JOIN shop_products p ON p.id = pc.product_id
      WHERE pc.category_id = c.id AND p.type = $2 AND p.active AND p.is_visible)`;
  }
  return db.query<{ slug: string; name: string }>(
    `SELECT c.slug, c.name FROM shop_categories c WHERE c.region_id = $1 ${filter} ORDER BY c.position, c.id`,
    params,
  );
}
