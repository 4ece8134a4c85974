/**
 * The shop's products and categories in the reader's language (docs/decisions/0290, 0281): staff write a name and a
 * description per language (shop_product_texts, shop_category_texts); English, stored in the product or category
 * itself, is the fallback. Applied to answers already shaped, by one query per answer.
 */
import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '#server/services/i18n/reader.ts';

/** The language a reader reads: the one the request asked for, else the profile's, else English. */
export async function readerCode(db: Queryable, reader: Reader): Promise<string> {
  if (reader.language) return reader.language;
  if (reader.userId === null) return 'en';
  const [row] = await db.query<{ code: string }>(
    'SELECT l.code FROM users u JOIN languages l ON l.id = u.language_id WHERE u.id = $1',
    [reader.userId],
  );
  return row?.code ?? 'en';
}

/** Products (by uuid) with their name and, where written, description in `language`; others as they are. */
export async function productsIn<T extends { uuid: string; name: string; description?: string }>(
  db: Queryable,
  products: T[],
  language: string,
): Promise<T[]> {
  if (language === 'en' || products.length === 0) return products;
  const rows = await db.query<{ uuid: string; name: string; description: string }>(
    `SELECT p.uuid, t.name, t.description FROM shop_product_texts t JOIN shop_products p ON p.id = t.product_id
      WHERE p.uuid = ANY($1::uuid[]) AND t.language = $2`,
    [products.map((p) => p.uuid), language],
  );
  if (rows.length === 0) return products;
  const texts = new Map(rows.map((r) => [r.uuid, r]));
  return products.map((p) => {
    const t = texts.get(p.uuid);
    if (!t) return p;
    return 'description' in p && t.description
      ? { ...p, name: t.name, description: t.description }
      : { ...p, name: t.name };
  });
}

/** A region's categories (by slug) with their names in `language`. */
export async function categoriesIn<T extends { slug: string; name: string }>(
  db: Queryable,
  regionId: number,
  categories: T[],
  language: string,
): Promise<T[]> {
  if (language === 'en' || categories.length === 0) return categories;
  const rows = await db.query<{ slug: string; name: string }>(
    `SELECT c.slug, t.name FROM shop_category_texts t JOIN shop_categories c ON c.id = t.category_id
      WHERE c.region_id = $1 AND t.language = $2`,
    [regionId, language],
  );
  const names = new Map(rows.map((r) => [r.slug, r.name]));
  return categories.map((c) => (names.has(c.slug) ? { ...c, name: names.get(c.slug)! } : c));
}
