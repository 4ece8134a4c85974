import { operatorTicketList, operatorTicketReply, operatorTicketResolve } from '#contract/support.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { replyAsAdmin, resolveTicket } from '#server/services/support/ticket-actions.ts';
import { findTicketByUuid, listTicketsByStatus } from '#server/services/support/ticket-lists.ts';
import { findTicketById, toChatMessage, toTicket } from '#server/services/support/ticket-rows.ts';

/** Staff side of support; mounted below /operator, so the operator key guards it. */
export function registerSupportOperatorRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  const findTicket = async (uuid: string) => {
    const row = await findTicketByUuid(db, uuid);
    if (!row) throw notFound();
    return row;
  };

  mount.anyone(operatorTicketList, async ({ query }) => {
    const rows = await listTicketsByStatus(db, query.status);
    return rows.map((r) => ({
      ...r,
      uuid: String(r.uuid),
      status: Number(r.status) as 1 | 2 | 3,
      updated_at: new Date(r.updated_at).toISOString(),
    }));
  });

  mount.anyone(operatorTicketReply, async ({ params, body, c }) => {
    const ticket = await findTicket(params.uuid);
    const message = await db.transaction((tx) => replyAsAdmin(tx, ticket, body.admin, body.message, clock.now()));
    c.var.log.info({ component: 'operator', admin: body.admin, ticket: params.uuid }, 'ticket replied to');
    return { ticket: toTicket(await findTicketById(db, ticket.id)), message: toChatMessage(message) };
  });

  mount.anyone(operatorTicketResolve, async ({ params, c }) => {
    const ticket = await findTicket(params.uuid);
    await resolveTicket(db, ticket.id, clock.now());
    c.var.log.info({ component: 'operator', ticket: params.uuid }, 'ticket resolved');
    return toTicket(await findTicketById(db, ticket.id));
  });
}
