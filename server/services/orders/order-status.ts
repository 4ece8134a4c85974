import type { Clock } from '#server/clock.ts';
import type { Db, Queryable } from '#server/db/db.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import { notifyCompany } from '../notifications/notify.ts';
import { appendLedger } from '../points/ledger.ts';
import { issueVouchers } from '../providers/voucher-sandbox.ts';
import { ORDER_COLUMNS, type OrderRow } from './order-shape.ts';

type Status = OrderRow['status'];

/** Allowed moves (docs/decisions/0031): completed and rejected orders are final. */
export const TRANSITIONS: Record<Status, Status[]> = {
  1: [2, 4],
  2: [3, 4, 5],
  3: [],
  4: [],
  5: [2, 3, 4],
};
const LABEL: Record<Status, string> = { 1: 'pending', 2: 'approved', 3: 'completed', 4: 'rejected', 5: 'failed' };

/**
 * Staff move an order (by uuid or number); answers the order as it ended up, with what it was before (for the
 * audit log). `reason`: why it is rejected or failed, kept in its meta and sent with the notification.
 */
export async function changeOrderStatus(db: Db, clock: Clock, ref: string, wanted: Status, reason?: string) {
  return db.transaction(async (tx) => {
    const byUuid = /^[0-9a-f-]{36}$/i.test(ref);
    const [order] = await tx.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${byUuid ? 'uuid = $1::uuid' : 'number = $1'} FOR UPDATE`,
      [ref],
    );
    if (!order) throw notFound();
    if (!TRANSITIONS[order.status].includes(wanted)) {
      throw new ApiError(409, `An order that is ${LABEL[order.status]} cannot become ${LABEL[wanted]}.`);
    }
    let status = wanted;
    let response = order.meta.response ?? null;
    const now = clock.now();
    const options = { order: { order_number: order.number, uuid: order.uuid, points: order.points } };
    if (wanted === 2 && order.type === 'voucher' && response === null) {
      const result = await issueVouchers(tx, clock, order.id, order.meta.contents);
      if (result.ok) response = result.vouchers.length === 1 ? result.vouchers[0]! : result.vouchers;
      else status = 5;
    }
    if (status === 4) await rejectOrder(tx, order, options, now);
    if (status === 3) {
      // The points already left at the reservation; this row marks them as spent for good.
      await appendLedger(tx, {
        companyId: order.company_id,
        userId: null,
        reason: 'Order complete',
        variation: 'negative',
        points: 0,
        options,
        at: now,
      });
    }
    const statusReason = reason && (status === 4 || status === 5) ? reason : undefined;
    await tx.query('UPDATE orders SET status = $2, meta = $3, updated_at = $4 WHERE id = $1', [
      order.id,
      status,
      JSON.stringify({ ...order.meta, response, ...(statusReason ? { status_reason: statusReason } : {}) }),
      now,
    ]);
    await notifyCompany(tx, order.company_id, {
      type: status === 4 || status === 5 ? 'warning' : 'info',
      event: 'order.status_changed',
      title: `Order ${order.number} ${LABEL[status]}`,
      text: `Your order ${order.number} is now ${LABEL[status]}.${statusReason ? ` ${statusReason}` : ''}`,
      meta: { order_uuid: order.uuid, number: order.number, status, ...(statusReason ? { reason: statusReason } : {}) },
      at: now,
    });
    return { uuid: order.uuid, number: order.number, status, response, before: order.status, points: order.points };
  });
}

/** Refunds the reserved points, puts the goods back on the shelf, and frees a club card order. */
async function rejectOrder(tx: Queryable, order: OrderRow, options: Record<string, unknown>, now: Date): Promise<void> {
  if (order.points > 0) {
    await appendLedger(tx, {
      companyId: order.company_id,
      userId: null,
      reason: 'Order reject',
      variation: 'positive',
      points: order.points,
      options,
      at: now,
    });
  }
  for (const line of order.meta.contents) {
    await tx.query('UPDATE shop_variants SET stock = stock + $2 WHERE uuid = $1', [line.variantGuid, line.quantity]);
  }
  if (order.type === 'card') {
    await tx.query('UPDATE companies SET pending_edenred_card = false, updated_at = $2 WHERE id = $1', [
      order.company_id,
      now,
    ]);
  }
}
