import type * as v from 'valibot';
import type { StaffOrderFile, StaffOrderRow } from '#contract/staff-orders.ts';
import type { Queryable } from '#server/db/db.ts';
import { ORDER_COLUMNS, type OrderRow } from '../orders/order-shape.ts';

const HOUR_MS = 3_600_000;

export interface OrderQueueFilter {
  /** One status; all when absent. */
  status?: number;
  region?: number;
  type?: string;
  companyId?: number;
  page: number;
  perPage: number;
  /** The newest first (a company's page) instead of the oldest (a queue). */
  newestFirst?: boolean;
}

const QUEUE_WHERE = `($1::int IS NULL OR o.status = $1) AND ($2::int IS NULL OR c.region_id = $2)
  AND ($3::text IS NULL OR o.type = $3) AND ($6::int IS NULL OR o.company_id = $6)`;

interface QueueRow {
  uuid: string;
  number: string;
  status: StaffOrderRow['status'];
  type: StaffOrderRow['type'];
  points: number;
  item_count: number;
  created_at: Date;
  company_uuid: string;
  company_name: string;
  region_id: number;
  customer: { name?: string; surname?: string };
  total: number;
  oldest: Date | null;
}

/** Orders in one status, oldest first, with how many there are and when the oldest came (staff's queue). */
export async function orderQueue(db: Queryable, filter: OrderQueueFilter, now: Date) {
  const rows = await db.query<QueueRow>(
    `SELECT o.uuid, o.number, o.status, o.type, o.points, o.item_count, o.created_at, o.customer,
            c.uuid AS company_uuid, c.name AS company_name, c.region_id,
            count(*) OVER ()::int AS total, min(o.created_at) OVER () AS oldest
     FROM orders o JOIN companies c ON c.id = o.company_id
     WHERE ${QUEUE_WHERE}
     ORDER BY ${filter.newestFirst ? 'o.created_at DESC, o.id DESC' : 'o.created_at, o.id'} LIMIT $4 OFFSET $5`,
    [
      filter.status ?? null,
      filter.region ?? null,
      filter.type ?? null,
      filter.perPage,
      (filter.page - 1) * filter.perPage,
      filter.companyId ?? null,
    ],
  );
  const hours = (at: Date) => Math.floor((now.getTime() - new Date(at).getTime()) / HOUR_MS);
  const data: StaffOrderRow[] = rows.map((r) => ({
    uuid: String(r.uuid),
    number: r.number,
    status: r.status,
    type: r.type,
    points: r.points,
    items: r.item_count,
    created_at: new Date(r.created_at).toISOString(),
    age_hours: hours(r.created_at),
    company: { uuid: String(r.company_uuid), name: r.company_name, region_id: r.region_id },
    customer: [r.customer?.name, r.customer?.surname].filter(Boolean).join(' '),
  }));
  let total = rows[0]?.total ?? 0;
  let oldest = rows[0]?.oldest ?? null;
  if (rows.length === 0 && filter.page > 1) {
    // Past the last page the window functions have no row to ride on.
    const [count] = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(o.created_at) AS oldest FROM orders o JOIN companies c ON c.id = o.company_id
       WHERE ${QUEUE_WHERE.replaceAll('$6', '$4')}`,
      [filter.status ?? null, filter.region ?? null, filter.type ?? null, filter.companyId ?? null],
    );
    total = count?.total ?? 0;
    oldest = count?.oldest ?? null;
  }
  return { data, total, oldest_hours: oldest ? hours(oldest) : null };
}

/** One order by uuid, whatever its company, with the company and the installer who placed it. */
export async function staffOrder(db: Queryable, uuid: string) {
  const [row] = await db.query<
    OrderRow & {
      user_id: number | null;
      company_uuid: string;
      company_name: string;
      region_id: number;
      user_uuid: string | null;
      user_name: string | null;
      user_email: string | null;
    }
  >(
    `SELECT ${ORDER_COLUMNS.split(', ')
      .map((c) => `o.${c}`)
      .join(', ')}, o.user_id, c.uuid AS company_uuid, c.name AS company_name, c.region_id,
            u.uuid AS user_uuid, u.name || ' ' || u.surname AS user_name, u.email AS user_email
     FROM orders o JOIN companies c ON c.id = o.company_id LEFT JOIN users u ON u.id = o.user_id
     WHERE o.uuid = $1::uuid`,
    [uuid],
  );
  return row;
}

/** The files uploaded for the order's personalisation (named in its contents), from the company's uploads. */
export async function orderFiles(
  db: Queryable,
  companyId: number,
  contents: OrderRow['meta']['contents'],
): Promise<(v.InferOutput<typeof StaffOrderFile> & { path: string })[]> {
  const uuids = new Set<string>();
  for (const line of contents) {
    for (const value of Object.values(line.inputData ?? {})) {
      const uuid = (value as { uuid?: unknown } | null)?.uuid;
      if (typeof uuid === 'string' && /^[0-9a-f-]{36}$/i.test(uuid)) uuids.add(uuid);
    }
  }
  if (uuids.size === 0) return [];
  const rows = await db.query<{
    uuid: string;
    original_name: string;
    type: string;
    size: number;
    created_at: Date;
    path: string;
  }>(
    `SELECT uuid, original_name, type, size, created_at, path FROM order_files
     WHERE company_id = $1 AND uuid = ANY($2::uuid[]) ORDER BY created_at, id`,
    [companyId, [...uuids]],
  );
  return rows.map((r) => ({
    uuid: String(r.uuid),
    name: r.original_name,
    type: r.type,
    size: r.size,
    created_at: new Date(r.created_at).toISOString(),
    path: r.path,
  }));
}
