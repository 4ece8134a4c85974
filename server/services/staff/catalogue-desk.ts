/**
 * The shop's catalogue as staff edit it (docs/decisions/0290): categories, products with their texts per language,
 * variants, settings, flags and order. English is the stored source (shop_products.name/description,
 * shop_categories.name); the other languages are rows of shop_product_texts / shop_category_texts (migration 0028).
 */

import type * as v from 'valibot';
import type { ProductImage } from '#contract/shop.ts';
import type {
  CatalogueLanguage,
  ProductInput,
  StaffCategory,
  StaffProduct,
  StaffProductRow,
  StaffVariant,
  VariantInput,
} from '#contract/staff-catalogue.ts';
import { CATALOGUE_PAGE } from '#contract/staff-catalogue.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError, invalidData } from '#server/http/api-error.ts';

type Image = v.InferOutput<typeof ProductImage>;
type Texts = Partial<Record<CatalogueLanguage, { name: string; description?: string }>>;

const conflict = (message: string, errors?: Record<string, string[]>) => new ApiError(409, message, errors);
export const productNotFound = () => new ApiError(404, 'This product is not in the catalogue.');
const categoryNotFound = () => new ApiError(404, 'This category is not in the catalogue.');

/** A slug for an attribute's name or value, as the seed's attrs have them (`size`, `size-xl`). */
export function attrSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'x'
  );
}

/** Attributes as the shop answers them (the spec's attrUuid, attrValueUuid, attrValueName), the name kept beside. */
export function storedAttrs(attrs: { name: string; value: string }[]) {
  return attrs.map(({ name, value }) => ({
    attrUuid: attrSlug(name),
    attrValueUuid: `${attrSlug(name)}-${attrSlug(value)}`,
    attrValueName: value,
    attrName: name,
  }));
}

interface StoredAttr {
  attrUuid: string;
  attrValueName: string;
  attrName?: string;
}
function staffAttrs(attrs: StoredAttr[]): { name: string; value: string }[] {
  return attrs.map((a) => ({
    name: a.attrName ?? a.attrUuid.charAt(0).toUpperCase() + a.attrUuid.slice(1),
    value: a.attrValueName,
  }));
}

// --- categories -------------------------------------------------------------------------------------------------

interface CategoryRow {
  id: number;
  uuid: string;
  region_id: number;
  slug: string;
  name: string;
  position: number;
  products: number;
  texts: { language: string; name: string }[] | null;
}

const CATEGORY_SELECT = `SELECT c.id, c.uuid, c.region_id, c.slug, c.name, c.position,
    (SELECT count(*)::int FROM shop_product_categories pc WHERE pc.category_id = c.id) AS products,
    (SELECT json_agg(json_build_object('language', t.language, 'name', t.name)) FROM shop_category_texts t
      WHERE t.category_id = c.id) AS texts
  FROM shop_categories c`;

function shapeCategory(row: CategoryRow): StaffCategory {
  const names: Record<string, string> = { en: row.name };
  for (const t of row.texts ?? []) names[t.language] = t.name;
  return {
    uuid: row.uuid,
    region_id: row.region_id,
    slug: row.slug,
    names,
    position: row.position,
    products: row.products,
  };
}

export async function listStaffCategories(db: Queryable, regionId: number): Promise<StaffCategory[]> {
  const rows = await db.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.region_id = $1 ORDER BY c.position, c.id`, [
    regionId,
  ]);
  return rows.map(shapeCategory);
}

async function categoryRow(db: Queryable, uuid: string): Promise<CategoryRow> {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.uuid = $1`, [uuid]);
  if (!row) throw categoryNotFound();
  return row;
}

export async function readCategory(db: Queryable, uuid: string): Promise<StaffCategory> {
  return shapeCategory(await categoryRow(db, uuid));
}

async function writeCategoryNames(db: Queryable, id: number, names: Partial<Record<string, string>>) {
  await db.query('UPDATE shop_categories SET name = $2 WHERE id = $1', [id, names.en ?? '']);
  await db.query('DELETE FROM shop_category_texts WHERE category_id = $1', [id]);
  for (const [language, name] of Object.entries(names)) {
    if (language === 'en' || !name) continue;
    await db.query('INSERT INTO shop_category_texts (category_id, language, name) VALUES ($1, $2, $3)', [
      id,
      language,
      name,
    ]);
  }
}

async function slugTaken(db: Queryable, regionId: number, slug: string, except: number | null) {
  const rows = await db.query('SELECT 1 FROM shop_categories WHERE region_id = $1 AND slug = $2 AND id <> $3', [
    regionId,
    slug,
    except ?? 0,
  ]);
  return rows.length > 0;
}

const SLUG_TAKEN = 'The region has a category with this slug already.';

export async function createCategory(
  db: Queryable,
  regionId: number,
  slug: string,
  names: Partial<Record<string, string>>,
): Promise<StaffCategory> {
  if (await slugTaken(db, regionId, slug, null)) throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
  const [row] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO shop_categories (region_id, slug, name, position)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM shop_categories WHERE region_id = $1))
     RETURNING id, uuid`,
    [regionId, slug, names.en ?? ''],
  );
  await writeCategoryNames(db, row!.id, names);
  return readCategory(db, row!.uuid);
}

export async function updateCategory(
  db: Queryable,
  uuid: string,
  patch: { slug?: string; names?: Partial<Record<string, string>>; position?: number },
): Promise<{ before: StaffCategory; after: StaffCategory }> {
  const row = await categoryRow(db, uuid);
  const id = row.id;
  const before = shapeCategory(row);
  if (patch.slug !== undefined && patch.slug !== before.slug) {
    if (await slugTaken(db, before.region_id, patch.slug, id)) throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
    await db.query('UPDATE shop_categories SET slug = $2 WHERE id = $1', [id, patch.slug]);
  }
  if (patch.names) await writeCategoryNames(db, id, patch.names);
  if (patch.position !== undefined) {
    const order = (
      await db.query<{ id: number }>('SELECT id FROM shop_categories WHERE region_id = $1 ORDER BY position, id', [
        before.region_id,
      ])
    )
      .map((r) => r.id)
      .filter((other) => other !== id);
    order.splice(Math.min(patch.position - 1, order.length), 0, id);
    for (const [i, other] of order.entries()) {
      await db.query('UPDATE shop_categories SET position = $2 WHERE id = $1', [other, i + 1]);
    }
  }
  return { before, after: await readCategory(db, uuid) };
}

export async function deleteCategory(db: Queryable, uuid: string): Promise<StaffCategory> {
  const before = await readCategory(db, uuid);
  await db.query('DELETE FROM shop_categories WHERE uuid = $1', [uuid]);
  return before;
}

// --- products ---------------------------------------------------------------------------------------------------

export interface ProductListQuery {
  region: number;
  q?: string;
  type?: StaffProduct['type'];
  category?: string;
  state: 'current' | 'on_sale' | 'inactive' | 'hidden' | 'archived' | 'all';
  page: number;
}

const STATE_WHERE: Record<ProductListQuery['state'], string> = {
  current: 'p.archived_at IS NULL',
  on_sale: 'p.archived_at IS NULL AND p.active AND p.is_visible',
  inactive: 'p.archived_at IS NULL AND NOT p.active',
  hidden: 'p.archived_at IS NULL AND NOT p.is_visible',
  archived: 'p.archived_at IS NOT NULL',
  all: 'true',
};

interface ListRow {
  uuid: string;
  type: StaffProduct['type'];
  sku: string;
  name: string;
  images: Image[];
  active: boolean;
  is_visible: boolean;
  archived: boolean;
  languages: string[] | null;
  categories: string[] | null;
  stock: number;
  min_price: number | null;
  max_price: number | null;
  variants: number;
}

export async function listStaffProducts(
  db: Queryable,
  query: ProductListQuery,
): Promise<{ data: StaffProductRow[]; total: number; page: number; last_page: number }> {
  const params: unknown[] = [query.region];
  let where = `p.region_id = $1 AND ${STATE_WHERE[query.state]}`;
  if (query.type) {
    params.push(query.type);
    where += ` AND p.type = $${params.length}`;
  }
  if (query.category) {
    params.push(query.category);
    where += ` AND EXISTS (SELECT 1 FROM shop_product_categories pc JOIN shop_categories c ON c.id = pc.category_id
      WHERE pc.product_id = p.id AND c.slug = $${params.length})`;
  }
  if (query.q) {
    params.push(`%${query.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const n = `$${params.length}`;
    where += ` AND (lower(p.name) LIKE ${n} OR lower(p.sku) LIKE ${n}
      OR EXISTS (SELECT 1 FROM shop_product_texts t WHERE t.product_id = p.id AND lower(t.name) LIKE ${n})
      OR EXISTS (SELECT 1 FROM shop_variants v WHERE v.product_id = p.id AND lower(v.sku) LIKE ${n}))`;
  }
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shop_products p WHERE ${where}`,
    params,
  );
  const total = count?.n ?? 0;
  const rows = await db.query<ListRow>(
    `SELECT p.uuid, p.type, p.sku, p.name, p.images, p.active, p.is_visible, p.archived_at IS NOT NULL AS archived,
       (SELECT array_agg(t.language ORDER BY t.language) FROM shop_product_texts t WHERE t.product_id = p.id) AS languages,
       (SELECT array_agg(c.slug ORDER BY c.position, c.id) FROM shop_product_categories pc
          JOIN shop_categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories,
       (SELECT coalesce(sum(v.stock), 0)::int FROM shop_variants v WHERE v.product_id = p.id) AS stock,
       (SELECT min(v.price) FROM shop_variants v WHERE v.product_id = p.id) AS min_price,
       (SELECT max(v.price) FROM shop_variants v WHERE v.product_id = p.id) AS max_price,
       (SELECT count(*)::int FROM shop_variants v WHERE v.product_id = p.id) AS variants
     FROM shop_products p WHERE ${where}
     ORDER BY p.position, p.id LIMIT ${CATALOGUE_PAGE} OFFSET ${(query.page - 1) * CATALOGUE_PAGE}`,
    params,
  );
  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      type: r.type,
      sku: r.sku,
      name: r.name,
      languages: ['en', ...(r.languages ?? []).filter((l) => l !== 'en')],
      thumbnail: r.images[0]?.thumbnail ?? null,
      categories: r.categories ?? [],
      active: r.active,
      is_visible: r.is_visible,
      archived: r.archived,
      stock: r.stock,
      prices: { min: r.min_price ?? 0, max: r.max_price ?? 0 },
      variants: r.variants,
    })),
    total,
    page: query.page,
    last_page: Math.max(1, Math.ceil(total / CATALOGUE_PAGE)),
  };
}

interface ProductRow {
  id: number;
  uuid: string;
  region_id: number;
  type: StaffProduct['type'];
  sku: string;
  name: string;
  description: string;
  images: Image[];
  settings: StaffProduct['settings'];
  active: boolean;
  is_visible: boolean;
  sticky: boolean;
  archived_at: Date | string | null;
  updated_at: Date | string | null;
}

/** The uuids among `uuids` that some order names (an ordered variant stays: rejecting the order gives its stock back). */
export async function orderedVariants(db: Queryable, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db.query<{ uuid: string }>(
    `SELECT DISTINCT line ->> 'variantGuid' AS uuid FROM orders o
       CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.meta -> 'contents', '[]'::jsonb)) AS line
      WHERE line ->> 'variantGuid' = ANY($1::text[])`,
    [uuids],
  );
  return new Set(rows.map((r) => r.uuid));
}

async function productRow(db: Queryable, uuid: string): Promise<ProductRow> {
  const [row] = await db.query<ProductRow>(
    `SELECT id, uuid, region_id, type, sku, name, description, images, settings, active, is_visible, sticky,
            archived_at, updated_at FROM shop_products WHERE uuid = $1`,
    [uuid],
  );
  if (!row) throw productNotFound();
  return row;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function readStaffProduct(db: Queryable, uuid: string): Promise<StaffProduct> {
  const row = await productRow(db, uuid);
  const [texts, categories, variants] = await Promise.all([
    db.query<{ language: string; name: string; description: string }>(
      'SELECT language, name, description FROM shop_product_texts WHERE product_id = $1 ORDER BY language',
      [row.id],
    ),
    db.query<{ slug: string }>(
      `SELECT c.slug FROM shop_product_categories pc JOIN shop_categories c ON c.id = pc.category_id
        WHERE pc.product_id = $1 ORDER BY c.position, c.id`,
      [row.id],
    ),
    db.query<{ uuid: string; sku: string; title: string; price: number; stock: number; attrs: StoredAttr[] }>(
      'SELECT uuid, sku, title, price, stock, attrs FROM shop_variants WHERE product_id = $1 ORDER BY position, id',
      [row.id],
    ),
  ]);
  const ordered = await orderedVariants(
    db,
    variants.map((x) => x.uuid),
  );
  const allTexts: StaffProduct['texts'] = { en: { name: row.name, description: row.description } };
  for (const t of texts) allTexts[t.language] = { name: t.name, description: t.description };
  return {
    uuid: row.uuid,
    region_id: row.region_id,
    type: row.type,
    sku: row.sku,
    texts: allTexts,
    categories: categories.map((c) => c.slug),
    active: row.active,
    is_visible: row.is_visible,
    sticky: row.sticky,
    archived: row.archived_at !== null,
    settings: row.settings,
    images: row.images,
    variants: variants.map(
      (x): StaffVariant => ({
        uuid: x.uuid,
        sku: x.sku,
        title: x.title,
        price: x.price,
        stock: x.stock,
        attrs: staffAttrs(x.attrs),
        ordered: ordered.has(x.uuid),
      }),
    ),
    ordered: ordered.size > 0,
    updated_at: iso(row.updated_at),
  };
}

/** Checks what the schema cannot: the type's rules, categories of the region, SKUs unique in the region. */
async function checkProduct(db: Queryable, regionId: number, input: ProductInput, productId: number | null) {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  if (input.type === 'personalised' && !input.settings) {
    add('settings', 'A personalised print needs what is printed (its subtype) and the fields its form asks for.');
  }
  if (input.type === 'card' && input.variants.length !== 1) add('variants', 'A club card has exactly one variant.');
  for (const [i, variant] of input.variants.entries()) {
    if (input.type === 'card' && variant.price > 0) {
      add(`variants.${i}.price`, 'A club card costs no points: its price is 0 or below (shown as free).');
    }
    if (input.type !== 'card' && variant.price < 1) {
      add(`variants.${i}.price`, 'The price must be at least 1 point.');
    }
  }
  const skus = input.variants.map((x) => x.sku.toLowerCase());
  for (const [i, sku] of skus.entries()) {
    if (skus.indexOf(sku) !== i) add(`variants.${i}.sku`, 'Two variants have this SKU.');
  }
  if (input.categories.length > 0) {
    const known = await db.query<{ slug: string }>(
      'SELECT slug FROM shop_categories WHERE region_id = $1 AND slug = ANY($2::text[])',
      [regionId, input.categories],
    );
    const have = new Set(known.map((k) => k.slug));
    for (const slug of input.categories) if (!have.has(slug)) add('categories', `Unknown category: ${slug}.`);
  }
  if (Object.keys(errors).length > 0) throw invalidData(errors);

  const taken: Record<string, string[]> = {};
  const [sameSku] = await db.query<{ name: string }>(
    'SELECT name FROM shop_products WHERE region_id = $1 AND lower(sku) = lower($2) AND id <> $3',
    [regionId, input.sku, productId ?? 0],
  );
  if (sameSku) taken.sku = [`The SKU ${input.sku} belongs to another product of the region (${sameSku.name}).`];
  const clash = await db.query<{ sku: string; name: string }>(
    `SELECT v.sku, p.name FROM shop_variants v JOIN shop_products p ON p.id = v.product_id
      WHERE p.region_id = $1 AND lower(v.sku) = ANY($2::text[]) AND p.id <> $3`,
    [regionId, skus, productId ?? 0],
  );
  for (const c of clash) {
    const i = skus.indexOf(c.sku.toLowerCase());
    taken[`variants.${i}.sku`] = [`The SKU ${c.sku} belongs to another product of the region (${c.name}).`];
  }
  if (Object.keys(taken).length > 0) throw conflict('An SKU is taken in this region.', taken);
}

export async function writeProductTexts(db: Queryable, productId: number, texts: Texts) {
  await db.query('UPDATE shop_products SET name = $2, description = $3 WHERE id = $1', [
    productId,
    texts.en?.name ?? '',
    texts.en?.description ?? '',
  ]);
  await db.query('DELETE FROM shop_product_texts WHERE product_id = $1', [productId]);
  for (const [language, text] of Object.entries(texts)) {
    if (language === 'en' || !text?.name) continue;
    await db.query('INSERT INTO shop_product_texts (product_id, language, name, description) VALUES ($1, $2, $3, $4)', [
      productId,
      language,
      text.name,
      text.description ?? '',
    ]);
  }
}

export async function writeProductCategories(db: Queryable, productId: number, regionId: number, slugs: string[]) {
  await db.query('DELETE FROM shop_product_categories WHERE product_id = $1', [productId]);
  if (slugs.length === 0) return;
  await db.query(
    `INSERT INTO shop_product_categories (product_id, category_id)
     SELECT $1, id FROM shop_categories WHERE region_id = $2 AND slug = ANY($3::text[])`,
    [productId, regionId, slugs],
  );
}

export async function insertVariant(db: Queryable, productId: number, variant: VariantInput, position: number) {
  await db.query(
    'INSERT INTO shop_variants (product_id, sku, title, price, stock, attrs, position) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)',
    [
      productId,
      variant.sku,
      variant.title,
      variant.price,
      variant.stock,
      JSON.stringify(storedAttrs(variant.attrs)),
      position,
    ],
  );
}

export async function updateVariant(db: Queryable, uuid: string, variant: VariantInput, position: number) {
  await db.query(
    'UPDATE shop_variants SET sku = $2, title = $3, price = $4, stock = $5, attrs = $6::jsonb, position = $7 WHERE uuid = $1',
    [
      uuid,
      variant.sku,
      variant.title,
      variant.price,
      variant.stock,
      JSON.stringify(storedAttrs(variant.attrs)),
      position,
    ],
  );
}

/** Stock and price per variant SKU: what an audit line keeps of a product's variants. */
export function variantFigures(product: StaffProduct) {
  return Object.fromEntries(product.variants.map((x) => [x.sku, { price: x.price, stock: x.stock }]));
}

export async function createProduct(
  db: Queryable,
  regionId: number,
  input: ProductInput,
  now: Date,
): Promise<StaffProduct> {
  await checkProduct(db, regionId, input, null);
  const [row] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO shop_products (region_id, type, name, sku, description, settings, active, is_visible, sticky, position,
       created_at, updated_at)
     VALUES ($1, $2, '', $3, '', $4::jsonb, $5, $6, $7,
       (SELECT coalesce(max(position), 0) + 1 FROM shop_products WHERE region_id = $1), $8, $8)
     RETURNING id, uuid`,
    [
      regionId,
      input.type,
      input.sku,
      input.type === 'personalised' ? JSON.stringify(input.settings) : null,
      input.active,
      input.is_visible,
      input.sticky,
      now,
    ],
  );
  await writeProductTexts(db, row!.id, input.texts);
  await writeProductCategories(db, row!.id, regionId, input.categories);
  for (const [i, variant] of input.variants.entries()) await insertVariant(db, row!.id, variant, i + 1);
  return readStaffProduct(db, row!.uuid);
}

export async function updateProduct(
  db: Queryable,
  uuid: string,
  input: ProductInput,
  now: Date,
): Promise<{ before: StaffProduct; after: StaffProduct }> {
  const before = await readStaffProduct(db, uuid);
  const row = await productRow(db, uuid);
  if (input.type !== before.type) {
    throw invalidData({ type: ['A product’s type cannot change: add a new product of the other type.'] });
  }
  const own = new Map(before.variants.map((x) => [x.uuid, x]));
  const errors: Record<string, string[]> = {};
  for (const [i, variant] of input.variants.entries()) {
    if (variant.uuid && !own.has(variant.uuid)) errors[`variants.${i}`] = ['This variant is not the product’s.'];
  }
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  const kept = new Set(input.variants.map((x) => x.uuid).filter(Boolean));
  const removed = before.variants.filter((x) => !kept.has(x.uuid));
  const refused = removed.filter((x) => x.ordered);
  if (refused.length > 0) {
    throw conflict(
      `Installers have ordered ${refused.map((x) => x.sku).join(', ')}: set its stock to 0 instead of removing it.`,
    );
  }
  await checkProduct(db, before.region_id, input, row.id);
  await db.query(
    `UPDATE shop_products SET sku = $2, settings = $3::jsonb, active = $4, is_visible = $5, sticky = $6, updated_at = $7
      WHERE id = $1`,
    [
      row.id,
      input.sku,
      input.type === 'personalised' ? JSON.stringify(input.settings) : null,
      input.active,
      input.is_visible,
      input.sticky,
      now,
    ],
  );
  await writeProductTexts(db, row.id, input.texts);
  await writeProductCategories(db, row.id, before.region_id, input.categories);
  if (removed.length > 0) {
    await db.query('DELETE FROM shop_variants WHERE uuid = ANY($1::uuid[])', [removed.map((x) => x.uuid)]);
  }
  for (const [i, variant] of input.variants.entries()) {
    if (variant.uuid) await updateVariant(db, variant.uuid, variant, i + 1);
    else await insertVariant(db, row.id, variant, i + 1);
  }
  return { before, after: await readStaffProduct(db, uuid) };
}

export async function patchVariant(
  db: Queryable,
  uuid: string,
  patch: { stock?: number; price?: number },
): Promise<{ product: string; before: StaffVariant; after: StaffVariant }> {
  const [row] = await db.query<{ product_uuid: string; type: string }>(
    `SELECT p.uuid AS product_uuid, p.type FROM shop_variants v JOIN shop_products p ON p.id = v.product_id
      WHERE v.uuid = $1`,
    [uuid],
  );
  if (!row) throw new ApiError(404, 'This variant is not in the catalogue.');
  if (patch.price !== undefined) {
    if (row.type === 'card' && patch.price > 0) {
      throw invalidData({ price: ['A club card costs no points: its price is 0 or below (shown as free).'] });
    }
    if (row.type !== 'card' && patch.price < 1) throw invalidData({ price: ['The price must be at least 1 point.'] });
  }
  const find = async () =>
    (await readStaffProduct(db, row.product_uuid)).variants.find((x) => x.uuid === uuid) as StaffVariant;
  const before = await find();
  await db.query('UPDATE shop_variants SET stock = coalesce($2, stock), price = coalesce($3, price) WHERE uuid = $1', [
    uuid,
    patch.stock ?? null,
    patch.price ?? null,
  ]);
  await db.query('UPDATE shop_products SET updated_at = now() WHERE uuid = $1', [row.product_uuid]);
  return { product: row.product_uuid, before, after: await find() };
}

/** Deletes a product nobody ordered; archives an ordered one (hidden from the shop, kept for its orders). */
export async function deleteProduct(
  db: Queryable,
  uuid: string,
  now: Date,
): Promise<{ outcome: 'deleted' | 'archived'; product: StaffProduct }> {
  const product = await readStaffProduct(db, uuid);
  if (product.ordered) {
    await db.query(
      'UPDATE shop_products SET archived_at = $2, active = false, is_visible = false, sticky = false, updated_at = $2 WHERE uuid = $1',
      [uuid, now],
    );
    return { outcome: 'archived', product };
  }
  await db.query('DELETE FROM shop_products WHERE uuid = $1', [uuid]);
  return { outcome: 'deleted', product };
}

export async function restoreProduct(db: Queryable, uuid: string, now: Date): Promise<StaffProduct> {
  const row = await productRow(db, uuid);
  if (row.archived_at === null) throw conflict('This product is not archived.');
  await db.query(
    `UPDATE shop_products SET archived_at = NULL, active = false, is_visible = false, updated_at = $2,
       position = (SELECT coalesce(max(position), 0) + 1 FROM shop_products WHERE region_id = $3)
      WHERE id = $1`,
    [row.id, now, row.region_id],
  );
  return readStaffProduct(db, uuid);
}

/** Moves a product one place in its region's order (archived ones aside); false at either end. */
export async function moveProduct(db: Queryable, uuid: string, direction: 'up' | 'down'): Promise<boolean> {
  const row = await productRow(db, uuid);
  const order = (
    await db.query<{ id: number }>(
      'SELECT id FROM shop_products WHERE region_id = $1 AND archived_at IS NULL ORDER BY position, id',
      [row.region_id],
    )
  ).map((r) => r.id);
  const at = order.indexOf(row.id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return false;
  [order[at], order[to]] = [order[to]!, order[at]!];
  await db.query(
    `UPDATE shop_products p SET position = o.n FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) WHERE p.id = o.id`,
    [order],
  );
  return true;
}

/** The product's pictures, and the product's id and region (for uploads). */
export async function productImages(db: Queryable, uuid: string) {
  const row = await productRow(db, uuid);
  return { id: row.id, regionId: row.region_id, images: row.images };
}

export async function saveProductImages(db: Queryable, uuid: string, images: Image[], now: Date) {
  const renumbered = images.map((image, i) => ({ ...image, position: i + 1 }));
  await db.query('UPDATE shop_products SET images = $2::jsonb, updated_at = $3 WHERE uuid = $1', [
    uuid,
    JSON.stringify(renumbered),
    now,
  ]);
  return renumbered;
}
