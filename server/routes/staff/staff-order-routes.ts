import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  STAFF_PAGE_SIZE,
  staffOrderDetail,
  staffOrderFile,
  staffOrderQueue,
  staffOrderStatus,
  staffOrdersApprove,
} from '#contract/staff-orders.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, invalidData, notFound } from '#server/http/api-error.ts';
import type { Mounter, StaffCallContext } from '#server/http/mount.ts';
import { shapeOrder } from '#server/services/orders/order-shape.ts';
import { changeOrderStatus } from '#server/services/orders/order-status.ts';
import { listAudit } from '#server/services/staff/audit-log.ts';
import { orderFiles, orderQueue, staffOrder } from '#server/services/staff/order-queue.ts';

const ACTIONS = { 2: 'order.approved', 3: 'order.completed', 4: 'order.rejected', 5: 'order.failed' } as const;
const needsReason = () => invalidData({ reason: ['Give the reason: the installer sees it.'] });

/** Orders for operations staff (docs/decisions/0276): the queue, an order, its moves, bulk approval. */
export function registerStaffOrderRoutes(mount: Mounter, deps: Deps): void {
  const { clock } = deps;

  /** Moves one order through the operator's path (order-status.ts) and writes its audit line. */
  const move = async (ctx: StaffCallContext, uuid: string, wanted: 2 | 3 | 4 | 5, reason?: string) => {
    const { before, points, ...result } = await changeOrderStatus(ctx.db, clock, uuid, wanted, reason);
    await ctx.audit({
      action: ACTIONS[result.status as 2 | 3 | 4 | 5] ?? 'order.status_changed',
      objectType: 'order',
      objectId: result.uuid,
      reason,
      before: { status: before, points },
      after: { status: result.status, points_refunded: result.status === 4 ? points : 0 },
    });
    return result;
  };

  mount.staff(staffOrderQueue, async ({ db, query }) => {
    const queue = await orderQueue(
      db,
      { status: query.status, region: query.region, type: query.type, page: query.page, perPage: STAFF_PAGE_SIZE },
      clock.now(),
    );
    return { ...queue, page: query.page, per_page: STAFF_PAGE_SIZE };
  });

  mount.staff(staffOrderDetail, async ({ db, params }) => {
    const row = await staffOrder(db, params.uuid);
    if (!row) throw notFound();
    const audit = await listAudit(db, { objectType: 'order', objectId: String(row.uuid) });
    return {
      order: shapeOrder(row),
      company: { uuid: String(row.company_uuid), name: row.company_name, region_id: row.region_id },
      placed_by: row.user_uuid
        ? { uuid: String(row.user_uuid), name: row.user_name ?? '', email: row.user_email }
        : null,
      files: (await orderFiles(db, row.company_id, row.meta.contents)).map(({ path: _path, ...file }) => file),
      audit: audit.lines,
    };
  });

  mount.staffBytes(staffOrderFile, async ({ db, params }) => {
    const row = await staffOrder(db, params.uuid);
    if (!row) throw notFound();
    // Only a file the order names: another upload of the company is not this order's.
    const file = (await orderFiles(db, row.company_id, row.meta.contents)).find((f) => f.uuid === params.file);
    if (!file) throw notFound();
    const uploads = resolve(deps.env.dataDir, 'uploads');
    const full = resolve(uploads, file.path);
    if (!full.startsWith(`${uploads}/`)) throw notFound();
    try {
      return { bytes: new Uint8Array(await readFile(full)), name: file.name };
    } catch {
      throw new ApiError(410, 'The file is no longer kept.');
    }
  });

  mount.staff(staffOrderStatus, async (ctx) => {
    const { status, reason } = ctx.body;
    if ((status === 4 || status === 5) && !reason) throw needsReason();
    return move(ctx, ctx.params.uuid, status, reason);
  });

  mount.staff(staffOrdersApprove, async (ctx) => {
    const results = [];
    for (const uuid of new Set(ctx.body.orders)) {
      try {
        const result = await move(ctx, uuid, 2);
        results.push({ uuid, number: result.number, status: result.status, error: null });
      } catch (error) {
        // Refusals come before the order is touched (not found, not pending): the others go on.
        if (!(error instanceof ApiError)) throw error;
        results.push({ uuid, number: null, status: null, error: error.message });
      }
    }
    if (!results.some((r) => r.status !== null)) {
      // Nothing moved, so no audit line: answer the refusals as they are.
      throw new ApiError(409, results.length === 1 ? results[0]!.error! : 'None of these orders could be approved.');
    }
    return { results };
  });
}
