import type * as v from 'valibot';
import type { Order, OrderContent } from '#contract/orders.ts';
import type { Queryable } from '#server/db/db.ts';

export interface OrderRow {
  id: number;
  uuid: string;
  number: string;
  company_id: number;
  status: 1 | 2 | 3 | 4 | 5;
  type: Order['meta']['type'];
  points: number;
  item_count: number;
  customer: Order['customer'];
  meta: {
    contents: v.InferOutput<typeof OrderContent>[];
    response: Order['meta']['response'];
    status_reason?: string;
  };
  created_at: Date;
}

export const ORDER_COLUMNS =
  'id, uuid, number, company_id, status, type, points, item_count, customer, meta, created_at';

export function shapeOrder(row: OrderRow): Order {
  return {
    uuid: row.uuid,
    number: row.number,
    status: row.status,
    points: row.points,
    created_at: row.created_at.toISOString(),
    meta: {
      type: row.type,
      contents: row.meta.contents,
      response: row.meta.response ?? null,
      ...(row.meta.status_reason ? { status_reason: row.meta.status_reason } : {}),
    },
    customer: row.customer,
  };
}

/** An order of the company by uuid; another company's order is simply not found. */
export async function findCompanyOrder(db: Queryable, companyId: number, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE uuid = $1 AND company_id = $2`, [
    uuid,
    companyId,
  ]);
  return row;
}

export async function listCompanyOrders(db: Queryable, companyId: number, page: number, limit: number) {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE company_id = $1', [
    companyId,
  ]);
  const rows = await db.query<OrderRow>(
    `SELECT uuid, number, item_count, points, created_at, status FROM orders WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [companyId, limit, (page - 1) * limit],
  );
  const data = rows.map((r) => ({
    uuid: r.uuid,
    number: r.number,
    items: r.item_count,
    points: r.points,
    created_at: r.created_at.toISOString(),
    status: r.status,
  }));
  return { data, total: count?.n ?? 0 };
}
