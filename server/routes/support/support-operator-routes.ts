import {
  operatorTicketList,
  operatorTicketReply,
  operatorTicketResolve,
  TICKET_STATUS,
} from '../../../contract/support.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { replyAsAdmin } from '../../services/support/ticket-actions.ts';
import {
  findTicketById,
  SELECT_TICKET,
  type TicketRow,
  toChatMessage,
  toTicket,
} from '../../services/support/ticket-rows.ts';

/** Staff side of support; mounted below /operator, so the operator key guards it. */
export function registerSupportOperatorRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  const findTicket = async (uuid: string) => {
    const [row] = await db.query<TicketRow>(`${SELECT_TICKET} WHERE t.uuid = $1`, [uuid]);
    if (!row) throw notFound();
    return row;
  };

  mount.anyone(operatorTicketList, async ({ query }) => {
    const rows = await db.query<{
      uuid: string;
      title: string;
      status: 1 | 2 | 3;
      company: string;
      installer: string;
      email: string | null;
      updated_at: Date | string;
    }>(
      `SELECT t.uuid, t.title, t.status, c.name AS company, u.name || ' ' || u.surname AS installer, u.email, t.updated_at
       FROM support_tickets t JOIN users u ON u.id = t.user_id JOIN companies c ON c.id = t.company_id
       WHERE t.status = $1 ORDER BY t.updated_at DESC, t.id DESC LIMIT 200`,
      [query.status],
    );
    return rows.map((r) => ({
      ...r,
      uuid: String(r.uuid),
      status: Number(r.status) as 1 | 2 | 3,
      updated_at: new Date(r.updated_at).toISOString(),
    }));
  });

  mount.anyone(operatorTicketReply, async ({ params, body }) => {
    const ticket = await findTicket(params.uuid);
    const message = await db.transaction((tx) => replyAsAdmin(tx, ticket, body.admin, body.message, clock.now()));
    console.log(`[operator] ${body.admin} replied to ticket ${params.uuid}`);
    return { ticket: toTicket(await findTicketById(db, ticket.id)), message: toChatMessage(message) };
  });

  mount.anyone(operatorTicketResolve, async ({ params }) => {
    const ticket = await findTicket(params.uuid);
    await db.query('UPDATE support_tickets SET status = $2, updated_at = $3 WHERE id = $1', [
      ticket.id,
      TICKET_STATUS.resolved,
      clock.now(),
    ]);
    console.log(`[operator] ticket ${params.uuid} resolved`);
    return toTicket(await findTicketById(db, ticket.id));
  });
}
