/** Orders as the club's operations staff work through them (docs/decisions/0276). */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { Order, OrderStatus } from './orders.ts';
import { ProductType, queryInt } from './shop.ts';
import { AuditLine } from './staff-audit.ts';
import { queuePage, StaffReason } from './staff-shapes.ts';

export const STAFF_PAGE_SIZE = 50;

/** A company as staff lists show it. */
export const StaffCompanyRef = v.object({ uuid: Uuid, name: v.string(), region_id: v.number() });

export const StaffOrderRow = v.object({
  uuid: Uuid,
  number: v.string(),
  status: OrderStatus,
  type: ProductType,
  points: v.number(),
  items: v.number(),
  created_at: IsoDateTime,
  /** Hours since the order was placed. */
  age_hours: v.number(),
  company: StaffCompanyRef,
  /** Who placed it: the customer's name on the order. */
  customer: v.string(),
});
export type StaffOrderRow = v.InferOutput<typeof StaffOrderRow>;

export const StaffOrderFile = v.object({
  uuid: Uuid,
  name: v.string(),
  type: v.string(),
  size: v.number(),
  created_at: IsoDateTime,
});

export const staffOrderQueue = defineCall({
  method: 'GET',
  path: '/staff/orders',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary:
    'Orders by status (pending by default), oldest first, 50 a page, filtered by region and type, with the number ' +
    'waiting and the oldest one’s age.',
  query: v.object({
    status: v.optional(v.pipe(v.string(), v.regex(/^[1-5]$/, 'Status must be 1 to 5.'), v.transform(Number)), '1'),
    region: v.optional(queryInt(1, 1000, 'Region')),
    type: v.optional(ProductType),
    page: v.optional(queryInt(1, 100_000, 'Page'), '1'),
  }),
  response: queuePage(StaffOrderRow),
});

export const staffOrderDetail = defineCall({
  method: 'GET',
  path: '/staff/orders/:uuid',
  auth: 'staff',
  roles: ['operations', 'admin', 'support'],
  summary:
    'One order with its company, the installer who placed it, its contents and personalisation, the files ' +
    'uploaded for it, and what staff did to it (the audit lines).',
  params: v.object({ uuid: Uuid }),
  response: v.object({
    order: Order,
    company: StaffCompanyRef,
    placed_by: v.nullable(v.object({ uuid: Uuid, name: v.string(), email: v.nullable(v.string()) })),
    files: v.array(StaffOrderFile),
    audit: v.array(AuditLine),
  }),
});

const OrderAnswer = v.object({
  uuid: Uuid,
  number: v.string(),
  status: OrderStatus,
  response: v.nullable(v.unknown()),
});

export const staffOrderStatus = defineCall({
  method: 'POST',
  path: '/staff/orders/:uuid/status',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary:
    'Moves an order: 2 approve (vouchers issued; a refusal of the issuer makes it failed), 3 complete, 4 reject ' +
    '(points refunded to the ledger; a reason is required and shown to the installer), 5 failed (a reason is ' +
    'required). The company is notified.',
  params: v.object({ uuid: Uuid }),
  body: v.strictObject({
    status: v.picklist([2, 3, 4, 5], 'Use 2, 3, 4 or 5.'),
    reason: v.optional(StaffReason()),
  }),
  response: OrderAnswer,
});

export const staffOrdersApprove = defineCall({
  method: 'POST',
  path: '/staff/orders/approve',
  auth: 'staff',
  roles: ['operations', 'admin'],
  summary:
    'Approves several pending orders at once (at most 100); answers each order’s outcome: its new status, or why ' +
    'it was not approved. Orders not approved are left as they were.',
  body: v.strictObject({
    orders: v.pipe(
      v.array(Uuid, 'Send the orders as a list of uuids.'),
      v.minLength(1, 'Choose at least one order.'),
      v.maxLength(100, 'At most 100 orders at once.'),
    ),
  }),
  response: v.object({
    results: v.array(
      v.object({
        uuid: Uuid,
        number: v.nullable(v.string()),
        status: v.nullable(OrderStatus),
        error: v.nullable(v.string()),
      }),
    ),
  }),
});

export const staffOrderFile = defineCall({
  method: 'GET',
  path: '/staff/orders/:uuid/files/:file',
  auth: 'staff',
  roles: ['operations', 'admin', 'support'],
  summary:
    'Downloads a file uploaded for the order’s personalisation (a logo, an image), as an attachment with its ' +
    'original name (application/octet-stream: never shown in the browser).',
  params: v.object({ uuid: Uuid, file: Uuid }),
  response: v.blob(),
});
