import {
  listOrders,
  orderDetail,
  placeOrder as placeOrderCall,
  setOrderStatus,
  setVariantStock,
} from '#contract/orders.ts';
import { joinedTransaction } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { signedInWriteLimit } from '#server/http/write-limit.ts';
import { findCompanyOrder, listCompanyOrders, shapeOrder } from '#server/services/orders/order-shape.ts';
import { changeOrderStatus } from '#server/services/orders/order-status.ts';
import { placeOrder } from '#server/services/orders/place-order.ts';
import { setStock } from '#server/services/orders/variant-stock.ts';
import { writeAudit } from '#server/services/staff/audit-log.ts';

/** Orders of the caller's company; the operator call must be registered after the operator-key guard. */
export function registerOrderRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;

  mount.user(placeOrderCall, ({ body, user }) => placeOrder(db, clock, user, body), {
    throttle: signedInWriteLimit(deps),
  });

  mount.user(listOrders, async ({ query, user }) => {
    const { data, total } = await listCompanyOrders(db, user.companyId, query.page, query.limit);
    return {
      data,
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        per_page: query.limit,
        total,
      },
    };
  });

  mount.user(orderDetail, async ({ params, user }) => {
    const order = await findCompanyOrder(db, user.companyId, params.uuid);
    if (!order) throw notFound();
    return shapeOrder(order);
  });

  mount.anyone(setOrderStatus, async ({ body, c }) => {
    // The operator key's moves are in the staff audit log too, as the actor "operator key" (decision 0276).
    const {
      before: _before,
      points: _points,
      ...result
    } = await db.transaction(async (tx) => {
      const moved = await changeOrderStatus(joinedTransaction(tx, db.engine), clock, body.order, body.status);
      await writeAudit(
        tx,
        { kind: 'operator key' },
        {
          action: 'order.status_changed',
          objectType: 'order',
          objectId: moved.uuid,
          before: { status: moved.before, points: moved.points },
          after: { status: moved.status },
        },
        clock.now(),
        c.get('requestId') ?? null,
      );
      return moved;
    });
    c.var.log.info({ component: 'operator', order: result.number, status: result.status }, 'order status set');
    return result;
  });

  mount.anyone(setVariantStock, async ({ body, c }) => {
    const result = await setStock(db, body.sku, body.stock);
    c.var.log.info({ component: 'operator', sku: result.sku, stock: result.stock }, 'stock set');
    return result;
  });
}
