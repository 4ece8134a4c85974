import { STAFF_PAGE_SIZE } from '#contract/staff-orders.ts';
import { staffTicketDetail, staffTicketInbox, staffTicketReply, staffTicketResolve } from '#contract/staff-support.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { listAudit } from '#server/services/staff/audit-log.ts';
import { inboxTicket, recentOrders, ticketConversation, ticketInbox } from '#server/services/staff/support-inbox.ts';
import { replyAsAdmin, resolveTicket } from '#server/services/support/ticket-actions.ts';
import { findTicketByUuid } from '#server/services/support/ticket-lists.ts';
import { findTicketById, toChatMessage, toTicket } from '#server/services/support/ticket-rows.ts';

/** The name an installer sees on a staff answer given with the operator key. */
const KEY_NAME = 'Club support';

/** The support inbox (docs/decisions/0276), through the operator's ticket actions. */
export function registerStaffSupportRoutes(mount: Mounter, deps: Deps): void {
  const { clock } = deps;
  const ticketOf = async (db: Queryable, uuid: string) => {
    const row = await findTicketByUuid(db, uuid);
    if (!row) throw notFound();
    return row;
  };

  mount.staff(staffTicketInbox, async ({ db, query }) => ({
    ...(await ticketInbox(
      db,
      { status: query.status, region: query.region, page: query.page, perPage: STAFF_PAGE_SIZE },
      clock.now(),
    )),
    page: query.page,
    per_page: STAFF_PAGE_SIZE,
  }));

  mount.staff(staffTicketDetail, async ({ db, params }) => {
    const found = await inboxTicket(db, params.uuid, clock.now());
    if (!found) throw notFound();
    return {
      ticket: toTicket(await findTicketById(db, found.id)),
      row: found.row,
      messages: await ticketConversation(db, found.id),
      recent_orders: await recentOrders(db, found.companyId),
      audit: (await listAudit(db, { objectType: 'ticket', objectId: found.row.uuid })).lines,
    };
  });

  mount.staff(staffTicketReply, async (ctx) => {
    const ticket = await ticketOf(ctx.db, ctx.params.uuid);
    const name = ctx.caller.kind === 'staff' ? ctx.caller.session.name : KEY_NAME;
    const message = await replyAsAdmin(ctx.db, ticket, name, ctx.body.message, clock.now());
    await ctx.audit({
      action: 'ticket.replied',
      objectType: 'ticket',
      objectId: String(ticket.uuid),
      before: { status: Number(ticket.status) },
      after: { status: 2, message: String(message.uuid) },
    });
    return { ticket: toTicket(await findTicketById(ctx.db, ticket.id)), message: toChatMessage(message) };
  });

  mount.staff(staffTicketResolve, async (ctx) => {
    const ticket = await ticketOf(ctx.db, ctx.params.uuid);
    await resolveTicket(ctx.db, ticket.id, clock.now());
    await ctx.audit({
      action: 'ticket.resolved',
      objectType: 'ticket',
      objectId: String(ticket.uuid),
      before: { status: Number(ticket.status) },
      after: { status: 3 },
    });
    return toTicket(await findTicketById(ctx.db, ticket.id));
  });
}
