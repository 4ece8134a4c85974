import type { Queryable } from '#server/db/db.ts';
import { type ProductFilter, productOrder, productWhere } from './catalog.ts';

/**
 * A page of the shop's list as its JSON text, built by the database in one statement (decision 0298): the tiles
 * (what product-tile.ts makes of a whole product, names in the reader's language as product-texts.ts gives them) and
 * the list's total. Before, six statements (the reader's language, the count, the rows with every picture and
 * description, the variants, the categories, the names) and the shaping here cost the shop's list three times the
 * CPU of the bare floor. `language`: the reader's language code (English is the products' own).
 * The page's JSON comes as text and leaves as it is: nothing is parsed and serialized again here. The first picture is
 * kept with the product (tile_images, migration 0036, decision 0307). The tile's fields
 * and order are ProductTile's; `product-tile-page.test.ts` holds them to productTile over the same products.
 */
export async function tilePageJson(
  db: Queryable,
  f: ProductFilter,
  language: string,
): Promise<{ data: string; total: number }> {
  const { where, params } = productWhere(f);
  const order = productOrder(f);
  // The statement is made once per shape (filters, order, size, offset): the same text object each time, so the
  // prepared statement's name is found without hashing kilobytes of SQL per request (pg-db.ts, decision 0303).
  const key = `${where}\n${order}\n${params.length} ${f.limit} ${(f.page - 1) * f.limit}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    if (statements.size >= 1000) statements.clear();
    sql = pageSql(where, order, params.length, f);
    statements.set(key, sql);
  }
  const [row] = await db.query<{ total: number; data: string }>(sql, [...params, language]);
  return { data: row?.data ?? '[]', total: row?.total ?? 0 };
}

const statements = new Map<string, string>();

function pageSql(where: string, order: string, paramCount: number, f: ProductFilter): string {
  const code = `$${paramCount + 1}::text`;
  return `WITH pg AS (
       SELECT p.id, p.uuid, p.name, p.type, p.sku, p.images, p.tile_images, p.settings, p.active, p.is_visible,
              row_number() OVER (ORDER BY ${order}) AS ord
         FROM shop_products p WHERE ${where}
        ORDER BY ${order} LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit})
     SELECT (SELECT count(*)::int FROM shop_products p WHERE ${where}) AS total,
       coalesce(json_agg(json_build_object(
         'uuid', pg.uuid,
         'name', coalesce((SELECT t.name FROM shop_product_texts t
                            WHERE t.product_id = pg.id AND t.language = ${code} AND ${code} <> 'en'), pg.name),
         'type', pg.type,
         'sku', pg.sku,
         'prices', json_build_object('min', coalesce(v.min, 0), 'max', coalesce(v.max, 0)),
         'images', pg.tile_images,
         'thumbnail', pg.images->0->'thumbnail',
         'categories', coalesce((SELECT json_agg(json_build_object('slug', c.slug) ORDER BY c.position, c.id)
                                   FROM shop_product_categories pc JOIN shop_categories c ON c.id = pc.category_id
                                  WHERE pc.product_id = pg.id), '[]'::json),
         'active', pg.active,
         'is_visible', pg.is_visible,
         'stock', coalesce(v.stock, 0),
         'settings', pg.settings) ORDER BY pg.ord), '[]'::json)::text AS data
       FROM pg
       LEFT JOIN LATERAL (SELECT min(sv.price) AS min, max(sv.price) AS max, sum(sv.stock) AS stock
                            FROM shop_variants sv WHERE sv.product_id = pg.id) v ON true`;
}
