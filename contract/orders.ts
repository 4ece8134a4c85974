import * as v from 'valibot';
import { defineCall } from './call.ts';
import { Uuid } from './common.ts';
import { ProductType, queryInt } from './shop.ts';

export const ORDERS_PAGE_SIZE = 20;
/** 1 pending, 2 approved, 3 completed, 4 rejected (points refunded), 5 failed (shown like approved). */
export const OrderStatus = v.picklist([1, 2, 3, 4, 5]);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

const text = (max: number, label: string) =>
  v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`));

export const Customer = v.object({
  name: text(100, 'Name'),
  surname: text(100, 'Surname'),
  company_name: v.optional(text(200, 'Company name'), ''),
  email: v.optional(
    v.union([v.literal(''), v.pipe(text(200, 'E-mail'), v.email('Enter a valid e-mail address.'))]),
    '',
  ),
  phone: v.optional(text(30, 'Phone'), ''),
  phone_prefix: v.optional(text(6, 'Phone prefix'), ''),
  phone_number: v.optional(text(20, 'Phone number'), ''),
  country: v.optional(text(2, 'Country'), ''),
  street: v.optional(text(200, 'Street'), ''),
  house_number: v.optional(text(20, 'House number'), ''),
  city: v.optional(text(100, 'City'), ''),
  postal_code: v.optional(text(20, 'Postal code'), ''),
  delivery: v.optional(v.picklist(['personal', 'company'], 'Use personal or company.'), 'personal'),
});
export type Customer = v.InferOutput<typeof Customer>;

const UploadedFile = v.object({
  uuid: Uuid,
  name: v.optional(v.string()),
  size: v.optional(v.number()),
  type: v.optional(v.string()),
  path: v.optional(v.string()),
  originalName: v.optional(v.string()),
});

export const LINK_MESSAGE = 'Enter a web address that starts with http:// or https://.';

/** What a personalised item prints; which fields apply is in the product's settings. */
export const PersonalisationData = v.looseObject({
  name: v.optional(text(100, 'Name')),
  surname: v.optional(text(100, 'Surname')),
  companyName: v.optional(text(200, 'Company name')),
  link: v.optional(
    v.pipe(
      text(300, 'Link'),
      // Printed on flyers and shown in the app: a web address, never javascript: or data: links.
      v.check((s) => s === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s), LINK_MESSAGE),
    ),
  ),
  phone: v.optional(text(30, 'Phone')),
  email: v.optional(text(200, 'E-mail')),
  shortDescription: v.optional(v.string('Short description must be text.')),
  longDescription: v.optional(v.string('Long description must be text.')),
  logo: v.optional(UploadedFile),
  coverImage: v.optional(UploadedFile),
  image: v.optional(UploadedFile),
  contentImage: v.optional(UploadedFile),
  address: v.optional(
    v.object({
      line1: v.optional(text(200, 'Line 1')),
      line2: v.optional(text(200, 'Line 2')),
      line3: v.optional(text(200, 'Line 3')),
    }),
  ),
  services: v.optional(
    v.pipe(
      v.array(v.object({ text: text(200, 'Service'), icon: text(200, 'Icon') })),
      v.maxLength(20, 'Too many services.'),
    ),
  ),
  subtype: v.optional(v.string()),
});
export type PersonalisationData = v.InferOutput<typeof PersonalisationData>;

export const PlaceOrderBody = v.object({
  order: v.pipe(
    v.array(
      v.object({
        uuid: Uuid,
        quantity: v.pipe(
          v.number('Quantity must be a number.'),
          v.integer('Quantity must be a whole number.'),
          v.minValue(1, 'Quantity must be at least 1.'),
          v.maxValue(10_000, 'Quantity is too large.'),
        ),
      }),
    ),
    v.minLength(1, 'The order is empty.'),
    v.maxLength(50, 'At most 50 items per order.'),
  ),
  type: ProductType,
  customer: Customer,
  /** Personalisation per item, keyed by variant uuid. */
  data: v.optional(v.record(Uuid, PersonalisationData)),
});
export type PlaceOrderBody = v.InferOutput<typeof PlaceOrderBody>;

export const OrderContent = v.object({
  name: v.string(),
  image: v.nullable(v.string()),
  quantity: v.number(),
  price: v.number(),
  variantGuid: Uuid,
  inputData: v.nullable(v.record(v.string(), v.unknown())),
});

export const VoucherResponse = v.object({ number: v.string(), expiresAt: v.string(), password: v.string() });

export const Order = v.object({
  uuid: Uuid,
  number: v.string(),
  status: OrderStatus,
  points: v.number(),
  created_at: v.string(),
  meta: v.object({
    type: ProductType,
    contents: v.array(OrderContent),
    /** Voucher codes once issued (one per voucher), else null. */
    response: v.nullable(v.union([VoucherResponse, v.array(VoucherResponse)])),
    /** Why the club rejected the order or marked it failed, in the staff member's words; absent otherwise. */
    status_reason: v.optional(v.string()),
  }),
  customer: Customer,
});
export type Order = v.InferOutput<typeof Order>;

export const placeOrder = defineCall({
  method: 'POST',
  path: '/v2/orders',
  auth: 'user',
  status: 201,
  summary:
    'Places an order (owners only): checks balance, regional minimum, stock and personalisation; reserves the points.',
  body: PlaceOrderBody,
  response: Order,
});

export const OrderListItem = v.object({
  uuid: Uuid,
  number: v.string(),
  items: v.number(),
  points: v.number(),
  created_at: v.string(),
  status: OrderStatus,
});

export const listOrders = defineCall({
  method: 'GET',
  path: '/v2/orders',
  auth: 'user',
  summary: "The company's orders, newest first, 20 a page.",
  query: v.object({
    page: v.optional(queryInt(1, 100_000, 'Page'), '1'),
    limit: v.optional(queryInt(1, 100, 'Limit'), String(ORDERS_PAGE_SIZE)),
  }),
  response: v.object({
    data: v.array(OrderListItem),
    meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
  }),
});

export const orderDetail = defineCall({
  method: 'GET',
  path: '/v2/orders/:uuid',
  auth: 'user',
  summary: "One of the company's orders.",
  params: v.object({ uuid: Uuid }),
  response: Order,
});

export const setVariantStock = defineCall({
  method: 'POST',
  path: '/operator/shop/stock',
  auth: 'public',
  summary:
    "Operator only (X-Operator-Key): sets a variant's stock by SKU (a delivery counted, a stock-take); carts clip to it when next opened.",
  body: v.object({
    sku: v.pipe(
      v.string('Name the SKU.'),
      v.trim(),
      v.minLength(1, 'Name the SKU.'),
      v.maxLength(100, 'The SKU is too long.'),
    ),
    stock: v.pipe(
      v.number('Stock must be a number.'),
      v.integer('Stock must be a whole number.'),
      v.minValue(0, 'Stock cannot be negative.'),
      v.maxValue(1_000_000, 'Stock is too large.'),
    ),
  }),
  response: v.object({ sku: v.string(), stock: v.number() }),
});
