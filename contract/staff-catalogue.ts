/**
 * The shop's catalogue edited by staff of the content role or admins (issue 28, docs/decisions/0290): categories,
 * products of every type with their names and descriptions per language (English required, the others falling back
 * to it), variants with points price, stock and attributes, personalised prints' settings, flags, pictures, and the
 * catalogue as CSV for the club's spreadsheets. Every change is in the audit log and reaches installers at once.
 */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { CLUB_LANGUAGES, type ClubLanguage, RegionId, Uuid } from './common.ts';
import { PRODUCT_TYPES, ProductImage, SUBTYPES } from './shop.ts';

const ROLES = ['content', 'admin'] as const;

/** The club's 15 languages (lingui.config.ts), English first: the others fall back to English. */
export const CATALOGUE_LANGUAGES = CLUB_LANGUAGES;
export type CatalogueLanguage = ClubLanguage;

/** The fields a personalised print's form can ask for (the installer's form and preview draw each). */
export const PERSONALISATION_FIELDS = [
  'name',
  'surname',
  'companyName',
  'phone',
  'email',
  'link',
  'shortDescription',
  'longDescription',
  'address',
  'services',
  'logo',
  'coverImage',
  'image',
  'contentImage',
] as const;

export const MAX_NAME = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_VARIANTS = 50;
export const MAX_STOCK = 1_000_000;
export const MAX_PRICE = 1_000_000;
/** Pictures a product may have, and the size of one upload. */
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRODUCT_IMAGE_BYTES = 10_000_000;
/** A CSV import: its size and its rows. */
export const MAX_CSV_CHARS = 2_000_000;
export const MAX_CSV_ROWS = 5000;

const Sku = v.pipe(
  v.string('The SKU must be text.'),
  v.trim(),
  v.nonEmpty('Give the SKU.'),
  v.maxLength(64, 'An SKU may be at most 64 characters.'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'An SKU may hold letters, digits, dots, dashes and underscores.'),
);

const whole = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} may be at most ${max.toLocaleString('en')}.`),
  );

/** A product's name and description in one language. */
export const ProductText = v.object({ name: v.string(), description: v.string() });

const TextInput = v.strictObject(
  {
    name: v.pipe(
      v.string('The name must be text.'),
      v.trim(),
      v.maxLength(MAX_NAME, `A name may be at most ${MAX_NAME} characters.`),
    ),
    description: v.optional(
      v.pipe(
        v.string('The description must be text.'),
        v.trim(),
        v.maxLength(MAX_DESCRIPTION, `A description may be at most ${MAX_DESCRIPTION} characters.`),
      ),
      '',
    ),
  },
  'Send a name and a description.',
);

/** Texts per language: English's name required; another language with an empty name is not stored (English shows). */
export const ProductTextsInput = v.pipe(
  v.strictObject(
    Object.fromEntries(CATALOGUE_LANGUAGES.map((code) => [code, v.optional(TextInput)])) as Record<
      CatalogueLanguage,
      v.OptionalSchema<typeof TextInput, undefined>
    >,
    'This language is not one of the club’s.',
  ),
  v.check((texts) => (texts.en?.name ?? '') !== '', 'Write the English name: the other languages fall back to it.'),
);

export const VariantAttrInput = v.strictObject({
  name: v.pipe(
    v.string('An attribute’s name must be text.'),
    v.trim(),
    v.nonEmpty('Give the attribute’s name (for example Size).'),
    v.maxLength(50, 'An attribute’s name may be at most 50 characters.'),
  ),
  value: v.pipe(
    v.string('An attribute’s value must be text.'),
    v.trim(),
    v.nonEmpty('Give the attribute’s value (for example XL).'),
    v.maxLength(100, 'An attribute’s value may be at most 100 characters.'),
  ),
});

export const VariantInput = v.strictObject({
  /** An existing variant keeps its uuid (carts and orders name it); none: a new variant. */
  uuid: v.optional(Uuid),
  sku: Sku,
  title: v.optional(
    v.pipe(v.string('The title must be text.'), v.trim(), v.maxLength(100, 'A title may be at most 100 characters.')),
    '',
  ),
  price: whole('The price', -MAX_PRICE, MAX_PRICE),
  stock: whole('The stock', 0, MAX_STOCK),
  attrs: v.optional(v.pipe(v.array(VariantAttrInput), v.maxLength(5, 'At most 5 attributes a variant.')), []),
});
export type VariantInput = v.InferOutput<typeof VariantInput>;

export const SettingsInput = v.strictObject({
  subtype: v.picklist(SUBTYPES, 'Choose what is printed: business card, banner, sticker, billboard or flyer.'),
  fields: v.pipe(
    v.array(
      v.strictObject({
        name: v.picklist(PERSONALISATION_FIELDS, 'This field is not one the form knows.'),
        group: v.picklist(['required', 'optional'], 'A field is required or optional.'),
      }),
    ),
    v.minLength(1, 'A personalised print asks for at least one field.'),
    v.check((fields) => new Set(fields.map((f) => f.name)).size === fields.length, 'Each field may be asked for once.'),
  ),
});

const Flag = v.boolean('Use true or false.');

export const ProductInput = v.strictObject({
  type: v.picklist(PRODUCT_TYPES, 'Use voucher, product, personalised or card.'),
  sku: Sku,
  texts: ProductTextsInput,
  /** Slugs of the region's categories. */
  categories: v.optional(v.pipe(v.array(v.string()), v.maxLength(20, 'At most 20 categories.')), []),
  active: v.optional(Flag, true),
  is_visible: v.optional(Flag, true),
  /** Featured on the installers' home page. */
  sticky: v.optional(Flag, false),
  /** A personalised print's form: required for personalised, none for the other types. */
  settings: v.optional(v.nullable(SettingsInput), null),
  variants: v.pipe(
    v.array(VariantInput, 'Send the variants.'),
    v.minLength(1, 'A product needs at least one variant.'),
    v.maxLength(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants.`),
  ),
});
export type ProductInput = v.InferOutput<typeof ProductInput>;

export const StaffCategory = v.object({
  uuid: Uuid,
  region_id: v.number(),
  slug: v.string(),
  /** The name per language: English always, the others where written. */
  names: v.record(v.string(), v.string()),
  position: v.number(),
  products: v.number(),
});
export type StaffCategory = v.InferOutput<typeof StaffCategory>;

export const StaffVariant = v.object({
  uuid: Uuid,
  sku: v.string(),
  title: v.string(),
  price: v.number(),
  stock: v.number(),
  attrs: v.array(v.object({ name: v.string(), value: v.string() })),
  /** Installers have ordered it: it cannot be removed (its stock can go to 0). */
  ordered: v.boolean(),
});
export type StaffVariant = v.InferOutput<typeof StaffVariant>;

export const StaffProduct = v.object({
  uuid: Uuid,
  region_id: v.number(),
  type: v.picklist(PRODUCT_TYPES),
  sku: v.string(),
  /** Per language: English always, the others where written. */
  texts: v.record(v.string(), ProductText),
  categories: v.array(v.string()),
  active: v.boolean(),
  is_visible: v.boolean(),
  sticky: v.boolean(),
  archived: v.boolean(),
  settings: v.nullable(
    v.object({
      subtype: v.picklist(SUBTYPES),
      fields: v.array(v.object({ name: v.string(), group: v.picklist(['required', 'optional']) })),
    }),
  ),
  images: v.array(ProductImage),
  variants: v.array(StaffVariant),
  /** Installers have ordered it: deleting archives it. */
  ordered: v.boolean(),
  updated_at: v.nullable(v.string()),
});
export type StaffProduct = v.InferOutput<typeof StaffProduct>;

export const StaffProductRow = v.object({
  uuid: Uuid,
  type: v.picklist(PRODUCT_TYPES),
  sku: v.string(),
  name: v.string(),
  /** The languages whose name is written (English included). */
  languages: v.array(v.string()),
  thumbnail: v.nullable(v.string()),
  categories: v.array(v.string()),
  active: v.boolean(),
  is_visible: v.boolean(),
  archived: v.boolean(),
  stock: v.number(),
  prices: v.object({ min: v.number(), max: v.number() }),
  variants: v.number(),
});
export type StaffProductRow = v.InferOutput<typeof StaffProductRow>;

export const CATALOGUE_PAGE = 50;
const RegionQuery = v.object({ region: RegionId });
const ProductParams = v.object({ uuid: Uuid });
const CategoryParams = v.object({ uuid: Uuid });

export const staffCategories = defineCall({
  method: 'GET',
  path: '/staff/catalogue/categories',
  auth: 'staff',
  roles: ROLES,
  summary: 'The shop’s categories of a region in their order, with their names per language and product counts.',
  query: RegionQuery,
  response: v.object({ categories: v.array(StaffCategory) }),
});

const Slug = v.pipe(
  v.string('The slug must be text.'),
  v.trim(),
  v.nonEmpty('Give the slug (the category’s address, for example tools).'),
  v.maxLength(50, 'A slug may be at most 50 characters.'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug holds lower-case letters, digits and dashes.'),
);
const CategoryName = v.pipe(
  v.string('The name must be text.'),
  v.trim(),
  v.maxLength(100, 'A category’s name may be at most 100 characters.'),
);
const NamesInput = v.pipe(
  v.strictObject(
    Object.fromEntries(CATALOGUE_LANGUAGES.map((code) => [code, v.optional(CategoryName)])) as Record<
      CatalogueLanguage,
      v.OptionalSchema<typeof CategoryName, undefined>
    >,
    'This language is not one of the club’s.',
  ),
  v.check((names) => (names.en ?? '') !== '', 'Write the English name: the other languages fall back to it.'),
);

export const staffCategoryCreate = defineCall({
  method: 'POST',
  path: '/staff/catalogue/categories',
  auth: 'staff',
  roles: ROLES,
  status: 201,
  summary: 'Adds a category to a region, last in its order; 409 when the region has the slug already.',
  body: v.strictObject({ region_id: RegionId, slug: Slug, names: NamesInput }),
  response: StaffCategory,
});

export const staffCategoryUpdate = defineCall({
  method: 'PATCH',
  path: '/staff/catalogue/categories/:uuid',
  auth: 'staff',
  roles: ROLES,
  summary: 'Renames a category (its slug or names per language) or moves it in the order (position from 1).',
  params: CategoryParams,
  body: v.strictObject({
    slug: v.optional(Slug),
    names: v.optional(NamesInput),
    position: v.optional(whole('The position', 1, 1000)),
  }),
  response: StaffCategory,
});

export const staffCategoryDelete = defineCall({
  method: 'DELETE',
  path: '/staff/catalogue/categories/:uuid',
  auth: 'staff',
  roles: ROLES,
  status: 204,
  summary: 'Removes a category; its products stay, without it.',
  params: CategoryParams,
  response: v.null(),
});

export const staffProducts = defineCall({
  method: 'GET',
  path: '/staff/catalogue/products',
  auth: 'staff',
  roles: ROLES,
  summary:
    'A region’s products in the shop’s order, 50 a page: q finds a name (any language) or an SKU (a product’s or a ' +
    'variant’s); type, category and state (on sale, inactive, hidden, archived; default all but archived) filter.',
  query: v.object({
    region: RegionId,
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search for at most 100 characters.'))),
    type: v.optional(v.picklist(PRODUCT_TYPES, 'Use voucher, product, personalised or card.')),
    category: v.optional(v.pipe(v.string(), v.maxLength(50))),
    state: v.optional(
      v.picklist(['current', 'on_sale', 'inactive', 'hidden', 'archived', 'all'], 'Unknown state.'),
      'current',
    ),
    page: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Page must be a whole number.'), v.transform(Number), v.minValue(1)),
      '1',
    ),
  }),
  response: v.object({ data: v.array(StaffProductRow), total: v.number(), page: v.number(), last_page: v.number() }),
});

export const staffProduct = defineCall({
  method: 'GET',
  path: '/staff/catalogue/products/:uuid',
  auth: 'staff',
  roles: ROLES,
  summary: 'One product with its texts in every language written, variants, settings and pictures.',
  params: ProductParams,
  response: StaffProduct,
});

export const staffProductCreate = defineCall({
  method: 'POST',
  path: '/staff/catalogue/products',
  auth: 'staff',
  roles: ROLES,
  status: 201,
  summary:
    'Adds a product to a region, last in the shop’s order. SKUs (the product’s and its variants’) are unique in the ' +
    'region (409). A personalised print needs its settings (subtype and fields); a club card has one variant.',
  body: v.strictObject({ region_id: RegionId, product: ProductInput }),
  response: StaffProduct,
});

export const staffProductUpdate = defineCall({
  method: 'PUT',
  path: '/staff/catalogue/products/:uuid',
  auth: 'staff',
  roles: ROLES,
  summary:
    'Saves a product as a whole: texts, categories, flags, settings and variants (a variant sent with its uuid is ' +
    'changed, one without is added, one left out is removed; 409 for an ordered one). New stock and prices reach ' +
    'the installers’ carts at their next look.',
  params: ProductParams,
  body: ProductInput,
  response: StaffProduct,
});

export const staffVariantPatch = defineCall({
  method: 'PATCH',
  path: '/staff/catalogue/variants/:uuid',
  auth: 'staff',
  roles: ROLES,
  summary: 'Changes one variant’s stock or price at once (the list’s quick edit).',
  params: ProductParams,
  body: v.strictObject({
    stock: v.optional(whole('The stock', 0, MAX_STOCK)),
    price: v.optional(whole('The price', -MAX_PRICE, MAX_PRICE)),
  }),
  response: StaffVariant,
});

export const staffProductDelete = defineCall({
  method: 'DELETE',
  path: '/staff/catalogue/products/:uuid',
  auth: 'staff',
  roles: ROLES,
  summary:
    'Deletes a product nobody ordered; an ordered one is archived instead (gone from the shop, kept for its orders).',
  params: ProductParams,
  response: v.object({ outcome: v.picklist(['deleted', 'archived']) }),
});

export const staffProductRestore = defineCall({
  method: 'POST',
  path: '/staff/catalogue/products/:uuid/restore',
  auth: 'staff',
  roles: ROLES,
  summary: 'Brings an archived product back, inactive and hidden until staff turn it on.',
  params: ProductParams,
  response: StaffProduct,
});

export const staffProductMove = defineCall({
  method: 'POST',
  path: '/staff/catalogue/products/:uuid/move',
  auth: 'staff',
  roles: ROLES,
  summary: 'Moves a product up or down one place in the region’s shop order.',
  params: ProductParams,
  body: v.strictObject({ direction: v.picklist(['up', 'down'], 'Move up or down.') }),
  response: v.object({ moved: v.boolean() }),
});

/** Multipart (field `file`); mounted by staff() with the body read by the handler. */
export const staffProductImageUpload = defineCall({
  method: 'POST',
  path: '/staff/catalogue/products/:uuid/images',
  auth: 'staff',
  roles: ROLES,
  status: 201,
  summary:
    'Adds a picture (multipart field file: JPEG, PNG, WebP or AVIF checked by its content, at most 10,000,000 bytes, ' +
    '10 a product), resized to several sizes in WebP and AVIF; the first picture is the thumbnail.',
  params: ProductParams,
  response: v.object({ images: v.array(ProductImage) }),
});

export const staffProductImagesOrder = defineCall({
  method: 'PUT',
  path: '/staff/catalogue/products/:uuid/images',
  auth: 'staff',
  roles: ROLES,
  summary:
    'Puts the pictures in a new order (their current positions in the new order; the first is the thumbnail), ' +
    'leaving out those to remove.',
  params: ProductParams,
  body: v.strictObject({
    order: v.pipe(
      v.array(whole('A position', 1, 1000)),
      v.maxLength(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} pictures.`),
      v.check((list) => new Set(list).size === list.length, 'Each picture may be named once.'),
    ),
  }),
  response: v.object({ images: v.array(ProductImage) }),
});

export const staffCatalogueExport = defineCall({
  method: 'GET',
  path: '/staff/catalogue/export/:region',
  auth: 'staff',
  roles: ROLES,
  summary:
    'The region’s catalogue (archived products aside) as CSV, one row a variant: product SKU, type, categories, ' +
    'flags, name and description in each language, variant SKU, title, price and stock. A cell starting with = + - @ ' +
    'is written with a leading apostrophe, so a spreadsheet never runs it.',
  params: v.object({ region: RegionId }),
  response: v.string(),
});

export const CsvImportResult = v.object({
  products_created: v.number(),
  products_updated: v.number(),
  variants_created: v.number(),
  variants_updated: v.number(),
});

export const staffCatalogueImport = defineCall({
  method: 'POST',
  path: '/staff/catalogue/import',
  auth: 'staff',
  roles: ROLES,
  summary:
    'Reads a CSV in the export’s columns and saves it, products and variants found by SKU (created when new). All ' +
    'or nothing: any wrong row answers 422 with every wrong row’s messages (errors keyed "row N" and the column) ' +
    'and saves nothing. A personalised print is created in the editor (it needs its form); CSV changes it.',
  body: v.strictObject({
    region_id: RegionId,
    csv: v.pipe(
      v.string('Send the CSV as text.'),
      v.nonEmpty('The file is empty.'),
      v.maxLength(MAX_CSV_CHARS, 'The file is too large: at most 2 MB.'),
    ),
  }),
  response: CsvImportResult,
});
