import { operatorTicketReply, operatorTicketResolve, TICKET_STATUS } from '../../../contract/support.ts';
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
