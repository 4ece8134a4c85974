import { chatMessages, chatSend, TICKET_STATUS, ticketCreate, ticketDetail, ticketList } from '#contract/support.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { signedInWriteLimit } from '#server/http/write-limit.ts';
import { addMessage, openTicket } from '#server/services/support/ticket-actions.ts';
import { listVisibleTickets, newestMessages } from '#server/services/support/ticket-lists.ts';
import { findTicketById, findVisibleTicket, toChatMessage, toTicket } from '#server/services/support/ticket-rows.ts';

/** Support tickets and their chat, scoped to the caller's company (and to the caller for team members). */
export function registerSupportRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  const throttled = { throttle: signedInWriteLimit(deps) };

  mount.user(ticketList, async ({ query, user }) => {
    const { rows, total } = await listVisibleTickets(db, user, {
      installerUuid: query.installer_uuid,
      page: query.page,
      limit: query.limit,
    });
    return {
      data: rows.map(toTicket),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        per_page: query.limit,
        total,
      },
    };
  });

  mount.user(
    ticketCreate,
    async ({ body, user }) => {
      const id = await db.transaction((tx) =>
        openTicket(tx, {
          companyId: user.companyId,
          userId: user.id,
          title: body.title,
          body: body.body,
          info: body.info,
          at: clock.now(),
        }),
      );
      return toTicket(await findTicketById(db, id));
    },
    throttled,
  );

  mount.user(ticketDetail, async ({ params, user }) => {
    const ticket = await findVisibleTicket(db, user, params.uuid);
    if (!ticket) throw notFound();
    return toTicket(ticket);
  });

  mount.user(chatMessages, async ({ params, query, user }) => {
    const ticket = await findVisibleTicket(db, user, params.uuid);
    if (!ticket) throw notFound();
    // The newest `limit` messages, shown oldest first like a conversation.
    const rows = await newestMessages(db, ticket.id, query.limit);
    return { data: rows.map(toChatMessage) };
  });

  mount.user(
    chatSend,
    async ({ params, body, user }) => {
      const ticket = await findVisibleTicket(db, user, params.uuid);
      if (!ticket) throw notFound();
      // The installer spoke last, so the ticket waits for staff again: a resolved or answered one opens (status 1).
      const reopen = ticket.status === TICKET_STATUS.open ? undefined : TICKET_STATUS.open;
      const row = await db.transaction((tx) =>
        addMessage(
          tx,
          { ticketId: ticket.id, sender: 'installer', userId: user.id, message: body.message, at: clock.now() },
          reopen,
        ),
      );
      return toChatMessage(row);
    },
    throttled,
  );
}
