/**
 * The catalogue as CSV for the club's spreadsheets (docs/decisions/0290), read and written by one parser
 * (papaparse). One row a variant; the product's columns repeat on each of its rows. Export writes a cell that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) with a leading apostrophe, and import
 * takes that apostrophe off again, so a round trip changes nothing. Import is all or nothing: every row is checked
 * first and a wrong one answers every row's messages, saving nothing.
 */
import Papa from 'papaparse';
import * as v from 'valibot';
import { PRODUCT_TYPES, type ProductType } from '#contract/shop.ts';
import {
  CATALOGUE_LANGUAGES,
  type CatalogueLanguage,
  MAX_CSV_ROWS,
  MAX_DESCRIPTION,
  MAX_NAME,
  MAX_PRICE,
  MAX_STOCK,
  VariantAttrInput,
} from '#contract/staff-catalogue.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { insertVariant, storedAttrs, writeProductCategories, writeProductTexts } from './catalogue-desk.ts';

const TEXT_COLUMNS = CATALOGUE_LANGUAGES.flatMap((l) => [`name_${l}`, `description_${l}`]);
export const CSV_COLUMNS = [
  'product_sku',
  'type',
  'categories',
  'active',
  'visible',
  'sticky',
  ...TEXT_COLUMNS,
  'variant_sku',
  'variant_title',
  'price',
  'stock',
  'attributes',
] as const;
const REQUIRED = ['product_sku', 'type', 'name_en', 'variant_sku', 'price', 'stock'];

const flag = (value: boolean) => (value ? '1' : '0');
const attrsText = (attrs: { attrName?: string; attrUuid: string; attrValueName: string }[]) =>
  attrs
    .map((a) => `${a.attrName ?? a.attrUuid.charAt(0).toUpperCase() + a.attrUuid.slice(1)}=${a.attrValueName}`)
    .join('; ');

/** The region's catalogue (archived products aside) as CSV, in the shop's order. */
export async function exportCatalogue(db: Queryable, regionId: number): Promise<string> {
  const rows = await db.query<{
    sku: string;
    type: string;
    categories: string[] | null;
    active: boolean;
    is_visible: boolean;
    sticky: boolean;
    name: string;
    description: string;
    texts: { language: string; name: string; description: string }[] | null;
    variant_sku: string | null;
    title: string | null;
    price: number | null;
    stock: number | null;
    attrs: { attrUuid: string; attrValueName: string; attrName?: string }[] | null;
  }>(
    `SELECT p.sku, p.type, p.active, p.is_visible, p.sticky, p.name, p.description,
       (SELECT array_agg(c.slug ORDER BY c.position, c.id) FROM shop_product_categories pc
          JOIN shop_categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories,
       (SELECT json_agg(json_build_object('language', t.language, 'name', t.name, 'description', t.description))
          FROM shop_product_texts t WHERE t.product_id = p.id) AS texts,
       v.sku AS variant_sku, v.title, v.price, v.stock, v.attrs
     FROM shop_products p LEFT JOIN shop_variants v ON v.product_id = p.id
     WHERE p.region_id = $1 AND p.archived_at IS NULL
     ORDER BY p.position, p.id, v.position, v.id`,
    [regionId],
  );
  const data = rows.map((r) => {
    const texts: Record<string, string> = { name_en: r.name, description_en: r.description };
    for (const t of r.texts ?? []) {
      texts[`name_${t.language}`] = t.name;
      texts[`description_${t.language}`] = t.description;
    }
    return [
      r.sku,
      r.type,
      (r.categories ?? []).join('|'),
      flag(r.active),
      flag(r.is_visible),
      flag(r.sticky),
      ...TEXT_COLUMNS.map((c) => texts[c] ?? ''),
      r.variant_sku ?? '',
      r.title ?? '',
      r.price === null ? '' : String(r.price),
      r.stock === null ? '' : String(r.stock),
      attrsText(r.attrs ?? []),
    ];
  });
  // escapeFormulae: a cell starting with = + - @, tab or CR gets a leading apostrophe (CSV injection).
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' });
}

/** A cell as written, without the apostrophe the export put before a formula-like start. */
function cell(value: string | undefined): string {
  const text = (value ?? '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

interface ParsedProduct {
  row: number;
  sku: string;
  type: ProductType;
  categories: string[];
  active: boolean;
  visible: boolean;
  sticky: boolean;
  texts: Partial<Record<CatalogueLanguage, { name: string; description: string }>>;
  /** The product columns as one text, to find rows of one product that disagree. */
  signature: string;
  variants: {
    row: number;
    sku: string;
    title: string;
    price: number;
    stock: number;
    attrs: { name: string; value: string }[];
  }[];
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function parseFlag(text: string): boolean | undefined {
  const t = text.toLowerCase();
  if (['1', 'true', 'yes'].includes(t)) return true;
  if (['0', 'false', 'no'].includes(t)) return false;
  return undefined;
}

function parseWhole(text: string, min: number, max: number): number | undefined {
  if (!/^-?\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

function parseAttrs(text: string): { name: string; value: string }[] | undefined {
  if (text === '') return [];
  const out: { name: string; value: string }[] = [];
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const [name, ...rest] = part.split('=');
    const attr = v.safeParse(VariantAttrInput, { name: name ?? '', value: rest.join('=') });
    if (!attr.success) return undefined;
    out.push(attr.output);
  }
  return out.length <= 5 ? out : undefined;
}

export interface ImportCounts {
  products_created: number;
  products_updated: number;
  variants_created: number;
  variants_updated: number;
}

/**
 * Reads the CSV and saves it, all or nothing: products by their SKU in the region, variants by theirs (created when
 * new, changed when known; variants the file leaves out stay). 422 with every wrong row's messages, keyed
 * `row N: column` (the header is row 1), and nothing saved.
 */
export async function importCatalogue(db: Queryable, regionId: number, csv: string): Promise<ImportCounts> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const errors: Record<string, string[]> = {};
  const add = (row: number, column: string, message: string) => {
    const key = `row ${row}: ${column}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const refuse = () => new ApiError(422, 'The file was not imported: correct the rows below.', errors);
  const headers = parsed.meta.fields ?? [];
  for (const h of headers) {
    if (!(CSV_COLUMNS as readonly string[]).includes(h)) add(1, h, 'This column is not one of the export’s.');
  }
  for (const h of REQUIRED) if (!headers.includes(h)) add(1, h, 'The file lacks this column.');
  if (Object.keys(errors).length > 0) throw refuse();
  if (parsed.data.length === 0) throw new ApiError(422, 'The file has no rows below its header.');
  if (parsed.data.length > MAX_CSV_ROWS) {
    throw new ApiError(422, `The file has more than ${MAX_CSV_ROWS} rows: split it.`);
  }
  for (const e of parsed.errors) {
    if (e.type === 'Quotes' || e.type === 'Delimiter') add((e.row ?? 0) + 2, '-', 'This row’s quotes do not close.');
  }

  const [categories, existing, variantOwners] = await Promise.all([
    db.query<{ slug: string }>('SELECT slug FROM shop_categories WHERE region_id = $1', [regionId]),
    db.query<{ id: number; sku: string; type: ProductType }>(
      'SELECT id, sku, type FROM shop_products WHERE region_id = $1',
      [regionId],
    ),
    db.query<{ sku: string; uuid: string; product_sku: string }>(
      `SELECT v.sku, v.uuid, p.sku AS product_sku FROM shop_variants v JOIN shop_products p ON p.id = v.product_id
        WHERE p.region_id = $1`,
      [regionId],
    ),
  ]);
  const knownCategories = new Set(categories.map((c) => c.slug));
  const productsBySku = new Map(existing.map((p) => [p.sku.toLowerCase(), p]));
  const ownerOfVariant = new Map(variantOwners.map((x) => [x.sku.toLowerCase(), x]));

  const products = new Map<string, ParsedProduct>();
  const variantRows = new Map<string, number>();
  for (const [i, raw] of parsed.data.entries()) {
    const row = i + 2;
    const get = (column: string) => cell(raw[column]);
    const before = Object.keys(errors).length;
    const sku = get('product_sku');
    if (!SKU.test(sku)) add(row, 'product_sku', 'Give the product’s SKU: letters, digits, dots, dashes, underscores.');
    const type = get('type') as ProductType;
    if (!(PRODUCT_TYPES as readonly string[]).includes(type)) {
      add(row, 'type', 'Use voucher, product, personalised or card.');
    }
    const slugs = get('categories')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const slug of slugs) if (!knownCategories.has(slug)) add(row, 'categories', `Unknown category: ${slug}.`);
    const flags = { active: true, visible: true, sticky: false };
    for (const column of ['active', 'visible', 'sticky'] as const) {
      const value = parseFlag(get(column));
      if (value === undefined && headers.includes(column)) add(row, column, 'Write 1 or 0.');
      else if (value !== undefined) flags[column] = value;
    }
    const texts: ParsedProduct['texts'] = {};
    for (const language of CATALOGUE_LANGUAGES) {
      const name = get(`name_${language}`);
      const description = get(`description_${language}`);
      if (name.length > MAX_NAME) add(row, `name_${language}`, `A name may be at most ${MAX_NAME} characters.`);
      if (description.length > MAX_DESCRIPTION) {
        add(row, `description_${language}`, `A description may be at most ${MAX_DESCRIPTION} characters.`);
      }
      if (name) texts[language] = { name, description };
      else if (description) add(row, `name_${language}`, 'A description needs its name in the same language.');
    }
    if (!texts.en) add(row, 'name_en', 'Write the English name: the other languages fall back to it.');
    const variantSku = get('variant_sku');
    if (!SKU.test(variantSku)) {
      add(row, 'variant_sku', 'Give the variant’s SKU: letters, digits, dots, dashes, underscores.');
    }
    const title = get('variant_title');
    if (title.length > 100) add(row, 'variant_title', 'A title may be at most 100 characters.');
    const price = parseWhole(get('price'), -MAX_PRICE, MAX_PRICE);
    if (price === undefined) add(row, 'price', 'The price must be a whole number of points.');
    else if (type === 'card' && price > 0) add(row, 'price', 'A club card costs no points: its price is 0 or below.');
    else if (type !== 'card' && price < 1) add(row, 'price', 'The price must be at least 1 point.');
    const stock = parseWhole(get('stock'), 0, MAX_STOCK);
    if (stock === undefined) add(row, 'stock', `The stock must be a whole number from 0 to ${MAX_STOCK}.`);
    const attrs = parseAttrs(get('attributes'));
    if (attrs === undefined) add(row, 'attributes', 'Write attributes as Name=Value; Name=Value (at most 5).');
    if (Object.keys(errors).length > before) continue;

    const key = sku.toLowerCase();
    const known = productsBySku.get(key);
    if (known && known.type !== type)
      add(row, 'type', `The product ${sku} is a ${known.type}: its type cannot change.`);
    if (!known && type === 'personalised') {
      add(row, 'product_sku', 'Add a new personalised print in the editor: it needs the fields its form asks for.');
    }
    const earlier = variantRows.get(variantSku.toLowerCase());
    if (earlier !== undefined) add(row, 'variant_sku', `Row ${earlier} has this variant SKU too.`);
    variantRows.set(variantSku.toLowerCase(), row);
    const owner = ownerOfVariant.get(variantSku.toLowerCase());
    if (owner && owner.product_sku.toLowerCase() !== key) {
      add(row, 'variant_sku', `This variant SKU belongs to the product ${owner.product_sku}.`);
    }
    const signature = JSON.stringify([type, slugs, flags, texts]);
    const product = products.get(key);
    if (product && product.signature !== signature) {
      add(row, 'product_sku', `The product columns differ from row ${product.row}, another row of this product.`);
    }
    if (Object.keys(errors).length > before) continue;
    const variant = { row, sku: variantSku, title, price: price!, stock: stock!, attrs: attrs! };
    if (product) product.variants.push(variant);
    else {
      products.set(key, {
        row,
        sku,
        type,
        categories: slugs,
        ...flags,
        texts,
        signature,
        variants: [variant],
      });
    }
  }
  for (const product of products.values()) {
    if (product.type !== 'card') continue;
    const ownVariants = variantOwners.filter((x) => x.product_sku.toLowerCase() === product.sku.toLowerCase());
    const skus = new Set([
      ...ownVariants.map((x) => x.sku.toLowerCase()),
      ...product.variants.map((x) => x.sku.toLowerCase()),
    ]);
    if (skus.size > 1) add(product.row, 'variant_sku', 'A club card has exactly one variant.');
  }
  if (Object.keys(errors).length > 0) throw refuse();

  const counts: ImportCounts = { products_created: 0, products_updated: 0, variants_created: 0, variants_updated: 0 };
  for (const product of products.values()) {
    const known = productsBySku.get(product.sku.toLowerCase());
    let id: number;
    if (known) {
      id = known.id;
      await db.query(
        'UPDATE shop_products SET sku = $2, active = $3, is_visible = $4, sticky = $5, updated_at = now() WHERE id = $1',
        [id, product.sku, product.active, product.visible, product.sticky],
      );
      counts.products_updated += 1;
    } else {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO shop_products (region_id, type, name, sku, description, active, is_visible, sticky, position,
           created_at, updated_at)
         VALUES ($1, $2, '', $3, '', $4, $5, $6,
           (SELECT coalesce(max(position), 0) + 1 FROM shop_products WHERE region_id = $1), now(), now())
         RETURNING id`,
        [regionId, product.type, product.sku, product.active, product.visible, product.sticky],
      );
      id = row!.id;
      counts.products_created += 1;
    }
    await writeProductTexts(db, id, product.texts);
    await writeProductCategories(db, id, regionId, product.categories);
    const [{ n: last } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT coalesce(max(position), 0)::int AS n FROM shop_variants WHERE product_id = $1',
      [id],
    );
    let position = last;
    for (const variant of product.variants) {
      const owner = ownerOfVariant.get(variant.sku.toLowerCase());
      if (owner) {
        await db.query(
          'UPDATE shop_variants SET sku = $2, title = $3, price = $4, stock = $5, attrs = $6::jsonb WHERE uuid = $1',
          [
            owner.uuid,
            variant.sku,
            variant.title,
            variant.price,
            variant.stock,
            JSON.stringify(storedAttrs(variant.attrs)),
          ],
        );
        counts.variants_updated += 1;
      } else {
        position += 1;
        await insertVariant(db, id, { ...variant, uuid: undefined }, position);
        counts.variants_created += 1;
      }
    }
  }
  return counts;
}
