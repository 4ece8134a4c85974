import { listOrders, orderDetail, placeOrder as placeOrderCall, setVariantStock } from '#contract/orders.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import { markChanged } from '#server/http/kept-scopes.ts';
import type { Mounter } from '#server/http/mount.ts';
import { signedInWriteLimit } from '#server/http/write-limit.ts';
import { findCompanyOrder, listCompanyOrders, shapeOrder } from '#server/services/orders/order-shape.ts';
import { placeOrder } from '#server/services/orders/place-order.ts';
import { setStock } from '#server/services/orders/variant-stock.ts';
import { writeAudit } from '#server/services/staff/audit-log.ts';

/** Orders of the caller's company; the operator's stock call is below /operator, behind its key. */
export function registerOrderRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;

  // An order moves the catalogue's stock: the shop's kept answers go with the company's (decision 0296).
  mount.user(
    placeOrderCall,
    ({ c, body, user }) => {
      markChanged(c, 'catalogue');
      return placeOrder(db, clock, user, body);
    },
    { throttle: signedInWriteLimit(deps) },
  );

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

  mount.anyone(setVariantStock, async ({ body, c }) => {
    // In the staff audit log as the actor "operator key" (decision 0276).
    const result = await db.transaction(async (tx) => {
      const set = await setStock(tx, body.sku, body.stock);
      await writeAudit(
        tx,
        { kind: 'operator key' },
        { action: 'stock.set', objectType: 'variant', objectId: set.sku, after: { stock: set.stock } },
        clock.now(),
        c.get('requestId') ?? null,
      );
      return set;
    });
    c.var.log.info({ component: 'operator', sku: result.sku, stock: result.stock }, 'stock set');
    return result;
  });
}
