import * as v from 'valibot';
import { defineCall } from './call.ts';
import { RegionId, Uuid } from './common.ts';
import { PRODUCT_TYPES } from './product-types.ts';

export const SHOP_PAGE_SIZE = 21;
export { PRODUCT_TYPES };
export const ProductType = v.picklist(PRODUCT_TYPES, 'Use voucher, product, personalised or card.');
export type ProductType = v.InferOutput<typeof ProductType>;

/** Personalised marketing materials; each has its own form and preview in the app. */
export const SUBTYPES = [
  'business_card_horizontal',
  'business_card_vertical',
  'banner',
  'sticker',
  'billboard',
  'flyer',
] as const;
export type Subtype = (typeof SUBTYPES)[number];

/** A whole number sent as a query string. */
export const queryInt = (min: number, max: number, label: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, `${label} must be a whole number.`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );
const queryFlag = v.pipe(
  v.picklist(['0', '1', 'true', 'false'], 'Use 1 or 0.'),
  v.transform((s) => s === '1' || s === 'true'),
);

export const Category = v.object({ slug: v.string(), name: v.string() });

/** The widths the club's picture store makes of every picture, in AVIF and WebP (docs/decisions/0285). */
export const PICTURE_WIDTHS = [160, 320, 640, 1280] as const;

/**
 * A picture of the club's store: its size (the largest it is served in, for the page's width and height attributes)
 * and, per format, a srcset of its widths (`/api/v1/media/<key>-640.avif 640w, …`), immutable URLs.
 */
export const ProductPicture = v.object({
  width: v.number(),
  height: v.number(),
  avif: v.string(),
  webp: v.string(),
});
export type ProductPicture = v.InferOutput<typeof ProductPicture>;

export const ProductImage = v.object({
  position: v.number(),
  /** WebP at 320, 640 and 1280 px for the store's pictures; any image URL for older rows. */
  sizes: v.object({ s: v.string(), m: v.string(), l: v.string() }),
  thumbnail: v.string(),
  /** Absent on pictures from before the store (and on any an operator set by hand): the app shows `sizes` then. */
  picture: v.optional(ProductPicture),
});
export type ProductImage = v.InferOutput<typeof ProductImage>;

export const VariantAttr = v.object({ attrUuid: v.string(), attrValueUuid: v.string(), attrValueName: v.string() });

export const Variant = v.object({
  uuid: Uuid,
  sku: v.string(),
  title: v.string(),
  price: v.number(),
  stock: v.number(),
  attrs: v.array(VariantAttr),
});
export type Variant = v.InferOutput<typeof Variant>;

export const SettingsField = v.object({ name: v.string(), group: v.picklist(['required', 'optional']) });
export const ProductSettings = v.object({ fields: v.array(SettingsField), subtype: v.picklist(SUBTYPES) });
export type ProductSettings = v.InferOutput<typeof ProductSettings>;

/** A tile's picture: its thumbnail and the store's srcsets (no 320/640/1280 URLs, which only the product page shows). */
export const TileImage = v.object({
  position: v.number(),
  thumbnail: v.string(),
  picture: v.optional(ProductPicture),
});

/**
 * A product as the shop's list shows it (a tile: picture, name, prices, stock, whether it is personalised): no
 * description, no variants and only the first picture; the product's page asks for the rest (shopProduct).
 * Issue 30, docs/decisions/0296.
 */
export const ProductTile = v.object({
  uuid: Uuid,
  name: v.string(),
  type: ProductType,
  sku: v.string(),
  prices: v.object({ min: v.number(), max: v.number() }),
  /** The first picture only (none when the product has none). */
  images: v.array(TileImage),
  thumbnail: v.nullable(v.string()),
  categories: v.array(v.object({ slug: v.string() })),
  active: v.boolean(),
  is_visible: v.boolean(),
  /** Sum of the variants' stock. */
  stock: v.number(),
  settings: v.nullable(ProductSettings),
});
export type ProductTile = v.InferOutput<typeof ProductTile>;

/** The whole product, as its page shows it: the tile's fields with every picture, the description and the variants. */
export const Product = v.object({
  ...ProductTile.entries,
  description: v.string(),
  images: v.array(ProductImage),
  variants: v.array(Variant),
});
export type Product = v.InferOutput<typeof Product>;

export const shopCategories = defineCall({
  method: 'GET',
  path: '/v1/shop/categories',
  auth: 'user',
  summary: "The shop's categories in a region (default: the caller's), optionally only those with products of a type.",
  query: v.object({ region_id: v.optional(RegionId), type: v.optional(ProductType) }),
  response: v.object({ categories: v.array(Category) }),
});

export const ProductPage = v.object({
  data: v.array(ProductTile),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});

export const shopProducts = defineCall({
  method: 'GET',
  path: '/v2/shop/products',
  auth: 'user',
  summary:
    "Products of the caller's region as the list shows them, without descriptions and variants (categories: comma-separated slugs; sort: position|newest|price_asc|price_desc), 21 a page.",
  query: v.object({
    categories: v.optional(v.pipe(v.string(), v.maxLength(500, 'Too many categories.'))),
    limit: v.optional(queryInt(1, 100, 'Limit'), String(SHOP_PAGE_SIZE)),
    page: v.optional(queryInt(1, 100_000, 'Page'), '1'),
    sort: v.optional(v.picklist(['position', 'newest', 'price_asc', 'price_desc'], 'Unknown sort.'), 'position'),
    active: v.optional(queryFlag),
    is_visible: v.optional(queryFlag),
    region: v.optional(RegionId),
    type: v.optional(ProductType),
    /** 1: only the products featured on the home page. */
    sticky: v.optional(queryFlag),
  }),
  response: ProductPage,
});

export const shopCardProducts = defineCall({
  method: 'GET',
  path: '/v2/shop/products/cards',
  auth: 'user',
  summary: 'Club card products of a region; their negative price is shown as free.',
  query: v.object({
    limit: v.optional(queryInt(1, 100, 'Limit'), '10'),
    region_id: v.optional(RegionId),
    type: v.optional(v.string()),
  }),
  response: v.object({ data: v.array(Product) }),
});

export const shopProduct = defineCall({
  method: 'GET',
  path: '/v2/shop/products/:uuid',
  auth: 'user',
  summary: "One product of the caller's region, with variants and personalisation settings.",
  params: v.object({ uuid: Uuid }),
  response: Product,
});

export const MarketingService = v.object({ id: v.number(), text: v.string(), icon: v.string() });
export const marketingServices = defineCall({
  method: 'GET',
  path: '/v1/shop/marketing-services',
  auth: 'user',
  summary: 'Services a company can print on flyers, business cards and stickers.',
  response: v.object({ services: v.array(MarketingService) }),
});

export const CartProduct = v.object({
  uuid: Uuid,
  name: v.string(),
  type: ProductType,
  images: v.array(ProductImage),
  thumbnail: v.nullable(v.string()),
  active: v.boolean(),
  is_visible: v.boolean(),
  variants: v.array(Variant),
});
export const cartLookup = defineCall({
  method: 'GET',
  path: '/v2/cart',
  auth: 'user',
  summary:
    'Current price and stock of cart variants (uuids comma-separated or repeated); unknown or unavailable ones are left out.',
  query: v.object({ uuids: v.optional(v.string()) }),
  response: v.object({ products: v.array(CartProduct), uuids: v.array(Uuid) }),
});

export const OrderFile = v.object({
  uuid: Uuid,
  path: v.string(),
  originalName: v.string(),
  name: v.string(),
  size: v.number(),
  type: v.string(),
});
export type OrderFile = v.InferOutput<typeof OrderFile>;

/** Multipart (field `file`); mounted by hand because its body is not JSON. */
export const uploadOrderFile = defineCall({
  method: 'POST',
  path: '/v1/shop/order/files',
  auth: 'user',
  status: 201,
  summary:
    'Uploads a logo or image for a personalised order (multipart field file, at most 10,000,000 bytes; jpeg, png, svg, pdf, eps/ai/postscript, zip, tiff, psd, checked by content).',
  response: OrderFile,
});
export const MAX_ORDER_FILE_BYTES = 10_000_000;
