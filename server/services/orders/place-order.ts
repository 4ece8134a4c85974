import type { Order, PlaceOrderBody } from '#contract/orders.ts';
import type { ProductSettings, ProductType } from '#contract/shop.ts';
import type { Clock } from '#server/clock.ts';
import type { Db, Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import { appendLedger, companyBalance, lockCompanyPoints } from '../points/ledger.ts';
import { checkCardOrder } from './card-order-rule.ts';
import { checkCustomer } from './customer-rules.ts';
import { ORDER_COLUMNS, type OrderRow, shapeOrder } from './order-shape.ts';
import { checkPersonalisation } from './personalisation-rules.ts';

/** Roles passing the purchase check: company owners (installer 3, decor 7). */
export const PURCHASE_ROLES = new Set([3, 7]);

interface VariantRow {
  id: number;
  uuid: string;
  title: string;
  price: number;
  stock: number;
  product_name: string;
  product_type: ProductType;
  settings: ProductSettings | null;
  active: boolean;
  is_visible: boolean;
  images: { thumbnail: string }[];
}

const unprocessable = (message: string, errors?: Record<string, string[]>) => new ApiError(422, message, errors);
const fmt = (n: number) => n.toLocaleString('en-US');

/** Same variant twice in one order counts as one line with both quantities. */
function mergeLines(order: PlaceOrderBody['order']) {
  const lines = new Map<string, { quantity: number; index: number }>();
  order.forEach((line, index) => {
    const seen = lines.get(line.uuid);
    lines.set(line.uuid, { quantity: (seen?.quantity ?? 0) + line.quantity, index: seen?.index ?? index });
  });
  return lines;
}

/**
 * Places an order in one transaction: the company's points are locked first (two orders of one company
 * cannot both spend the same points), then the variants (two companies cannot both take the last item).
 */
export async function placeOrder(db: Db, clock: Clock, user: AuthUser, body: PlaceOrderBody): Promise<Order> {
  if (!PURCHASE_ROLES.has(user.role)) throw new ApiError(403, 'Only the company owner can place orders.');
  const { customer, errors: customerErrors } = await checkCustomer(db, body.type, body.customer);
  if (Object.keys(customerErrors).length > 0) throw unprocessable('Check the delivery details.', customerErrors);
  const lines = mergeLines(body.order);

  return db.transaction(async (tx) => {
    await lockCompanyPoints(tx, user.companyId);
    const variants = await tx.query<VariantRow>(
      `SELECT v.id, v.uuid, v.title, v.price, v.stock, p.name AS product_name, p.type AS product_type, p.settings,
              p.active, p.is_visible, p.images
         FROM shop_variants v JOIN shop_products p ON p.id = v.product_id
        WHERE v.uuid = ANY($1::uuid[]) AND p.region_id = $2 ORDER BY v.id FOR UPDATE OF v`,
      [[...lines.keys()], user.regionId],
    );
    const errors: Record<string, string[]> = {};
    const contents: Order['meta']['contents'] = [];
    let total = 0;
    for (const [uuid, line] of lines) {
      const field = `order.${line.index}.uuid`;
      const variant = variants.find((v) => v.uuid === uuid);
      if (!variant) errors[field] = ['This product is not available.'];
      else if (!variant.active || !variant.is_visible)
        errors[field] = [`${variant.product_name} is no longer available.`];
      else if (variant.product_type !== body.type)
        errors[field] = [`${variant.product_name} cannot be ordered in a ${body.type} checkout.`];
      else if (line.quantity > variant.stock)
        errors[`order.${line.index}.quantity`] = [
          variant.stock === 0
            ? `${variant.product_name} is out of stock.`
            : `Only ${variant.stock} of ${variant.product_name} left in stock.`,
        ];
      if (!variant || errors[field] || errors[`order.${line.index}.quantity`]) continue;
      let inputData: Record<string, unknown> | null = null;
      if (variant.product_type === 'personalised' && variant.settings) {
        const data = body.data?.[uuid];
        if (!data) errors[`data.${uuid}`] = ['Fill in the personalisation for this product.'];
        else {
          const checked = await checkPersonalisation(tx, user.companyId, variant.settings, data, clock.now());
          for (const [k, m] of Object.entries(checked.errors)) errors[`data.${uuid}.${k}`] = m;
          inputData = checked.stored;
        }
      }
      // The club card's negative price means "free": it never credits points.
      const price = Math.max(variant.price, 0);
      total += price * line.quantity;
      contents.push({
        name: variant.title ? `${variant.product_name} – ${variant.title}` : variant.product_name,
        image: variant.images[0]?.thumbnail ?? null,
        quantity: line.quantity,
        price,
        variantGuid: uuid,
        inputData,
      });
    }
    if (Object.keys(errors).length > 0) throw unprocessable('Some items cannot be ordered.', errors);
    if (body.type === 'card') await checkCardOrder(tx, clock, user.companyId, contents);
    else await checkMinimum(tx, user.regionId, total);
    const balance = await companyBalance(tx, user.companyId);
    if (balance < total) {
      throw unprocessable(`Not enough points. Your balance is ${fmt(balance)} points; this order needs ${fmt(total)}.`);
    }
    return insertOrder(tx, clock, user, body.type, customer, contents, total, variants, lines);
  });
}

async function checkMinimum(tx: Queryable, regionId: number, total: number): Promise<void> {
  const [row] = await tx.query<{ min: number }>(
    'SELECT min_order_points AS min FROM regional_settings WHERE region_id = $1',
    [regionId],
  );
  const min = row?.min ?? 50;
  if (total < min) throw unprocessable(`The order total must be at least ${fmt(min)} points.`);
}

async function insertOrder(
  tx: Queryable,
  clock: Clock,
  user: AuthUser,
  type: ProductType,
  customer: Order['customer'],
  contents: Order['meta']['contents'],
  total: number,
  variants: VariantRow[],
  lines: Map<string, { quantity: number }>,
): Promise<Order> {
  const now = clock.now();
  for (const v of variants) {
    await tx.query('UPDATE shop_variants SET stock = stock - $2 WHERE id = $1', [v.id, lines.get(v.uuid)!.quantity]);
  }
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO orders (number, company_id, user_id, type, status, points, item_count, customer, meta, created_at, updated_at)
     VALUES (nextval('order_number_seq')::text, $1, $2, $3, 1, $4, $5, $6, $7, $8, $8) RETURNING ${ORDER_COLUMNS}`,
    [
      user.companyId,
      user.id,
      type,
      total,
      contents.reduce((n, c) => n + c.quantity, 0),
      JSON.stringify(customer),
      JSON.stringify({ contents, response: null }),
      now,
    ],
  );
  if (total > 0) {
    await appendLedger(tx, {
      companyId: user.companyId,
      userId: user.id,
      reason: 'Order Reservation',
      variation: 'reserved',
      points: -total,
      options: { order: { order_number: row!.number, uuid: row!.uuid } },
      at: now,
    });
  }
  if (type === 'card') {
    await tx.query('UPDATE companies SET pending_edenred_card = true, updated_at = $2 WHERE id = $1', [
      user.companyId,
      now,
    ]);
  }
  return shapeOrder(row!);
}
