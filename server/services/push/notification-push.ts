import type { PushKind } from '#contract/push.ts';
import type { Queryable } from '#server/db/db.ts';
import { type PushAudience, queuePush } from './push-queue.ts';

/** The notification a push may follow: its event, parameters and time (notify.ts's NewNotification). */
interface Notified {
  event: string;
  meta?: Record<string, unknown>;
  at: Date;
}

/** Which notifications are pushed, of which kind, and what a newer one of the same topic replaces. */
function pushOf(n: Notified): { kind: PushKind; topic: string } | undefined {
  const meta = n.meta ?? {};
  switch (n.event) {
    case 'order.status_changed':
      return { kind: 'orders', topic: `order:${String(meta.order_uuid)}` };
    case 'project.status_changed':
      // Closed (points credited), lost, rejected; not "in review", which the installer asked for themselves.
      return [2, 3, 4].includes(Number(meta.status))
        ? { kind: 'projects', topic: `project:${String(meta.project_uuid)}` }
        : undefined;
    case 'support.replied':
      return { kind: 'support', topic: `support:${String(meta.ticket_uuid)}` };
    case 'points.expiring':
      return { kind: 'expiring', topic: 'points-expiring' };
  }
  return undefined;
}

/** Queues the push that follows a notification (decision 0293), in the same transaction as the notification. */
export async function pushNotification(db: Queryable, to: PushAudience, n: Notified): Promise<void> {
  const push = pushOf(n);
  if (push) await queuePush(db, to, { ...push, event: n.event, meta: n.meta ?? {}, at: n.at });
}

/** A scan accepted or refused in a review: one push per project, its counts adding up while it waits. */
export async function pushScanReview(
  db: Queryable,
  project: { companyId: number; uuid: string; address: string },
  accepted: boolean,
  at: Date,
): Promise<void> {
  await queuePush(
    db,
    { companyId: project.companyId },
    {
      kind: 'projects',
      topic: `scans:${project.uuid}`,
      event: 'scans.reviewed',
      meta: {
        project_uuid: project.uuid,
        address: project.address,
        accepted: accepted ? 1 : 0,
        refused: accepted ? 0 : 1,
      },
      at,
    },
  );
}
