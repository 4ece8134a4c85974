import {
  chatMessages,
  chatSend,
  TICKET_STATUS,
  ticketCreate,
  ticketDetail,
  ticketList,
} from '../../../contract/support.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { signedInWriteLimit } from '../../http/write-limit.ts';
import { addMessage, openTicket } from '../../services/support/ticket-actions.ts';
import {
  findTicketById,
  findVisibleTicket,
  type MessageRow,
  SELECT_TICKET,
  type TicketRow,
  ticketScope,
  toChatMessage,
  toTicket,
} from '../../services/support/ticket-rows.ts';

/** Support tickets and their chat, scoped to the caller's company (and to the caller for team members). */
export function registerSupportRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  const throttled = { throttle: signedInWriteLimit(deps) };

  mount.user(ticketList, async ({ query, user }) => {
    const scope = ticketScope(user, 1);
    const params: unknown[] = [...scope.params];
    let where = scope.sql;
    if (query.installer_uuid) {
      params.push(query.installer_uuid);
      where += ` AND u.uuid = $${params.length}`;
    }
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_tickets t JOIN users u ON u.id = t.user_id WHERE ${where}`,
      params,
    );
    params.push(query.limit, (query.page - 1) * query.limit);
    const rows = await db.query<TicketRow>(
      `${SELECT_TICKET} WHERE ${where} ORDER BY t.updated_at DESC, t.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const total = count?.n ?? 0;
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
    const rows = await db.query<MessageRow>(
      `SELECT * FROM (SELECT id, uuid, sender, message, created_at FROM support_messages WHERE ticket_id = $1
         ORDER BY created_at DESC, id DESC LIMIT $2) newest ORDER BY created_at, id`,
      [ticket.id, query.limit],
    );
    return { data: rows.map(toChatMessage) };
  });

  mount.user(
    chatSend,
    async ({ params, body, user }) => {
      const ticket = await findVisibleTicket(db, user, params.uuid);
      if (!ticket) throw notFound();
      const reopen = ticket.status === TICKET_STATUS.resolved ? TICKET_STATUS.open : undefined;
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
