import type { Queryable } from '#server/db/db.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import { type MessageRow, SELECT_TICKET, type TicketRow, ticketScope } from './ticket-rows.ts';

export interface TicketPage {
  rows: TicketRow[];
  total: number;
}

/** One page of the tickets the caller may see (ticketScope), newest activity first, optionally one installer's. */
export async function listVisibleTickets(
  db: Queryable,
  user: AuthUser,
  filter: { installerUuid?: string; page: number; limit: number },
): Promise<TicketPage> {
  const scope = ticketScope(user, 1);
  const params: unknown[] = [...scope.params];
  let where = scope.sql;
  if (filter.installerUuid) {
    params.push(filter.installerUuid);
    where += ` AND u.uuid = $${params.length}`;
  }
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM support_tickets t JOIN users u ON u.id = t.user_id WHERE ${where}`,
    params,
  );
  params.push(filter.limit, (filter.page - 1) * filter.limit);
  const rows = await db.query<TicketRow>(
    `${SELECT_TICKET} WHERE ${where} ORDER BY t.updated_at DESC, t.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** The newest `limit` messages of a ticket, shown oldest first like a conversation. */
export async function newestMessages(db: Queryable, ticketId: number, limit: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT * FROM (SELECT id, uuid, sender, message, created_at FROM support_messages WHERE ticket_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $2) newest ORDER BY created_at, id`,
    [ticketId, limit],
  );
}

/** Any ticket by uuid, for staff (no company scope), or undefined. */
export async function findTicketByUuid(db: Queryable, uuid: string): Promise<TicketRow | undefined> {
  const [row] = await db.query<TicketRow>(`${SELECT_TICKET} WHERE t.uuid = $1`, [uuid]);
  return row;
}

export interface OperatorTicketRow {
  uuid: string;
  title: string;
  status: 1 | 2 | 3;
  company: string;
  installer: string;
  email: string | null;
  updated_at: Date | string;
}

/** Staff list: the 200 most recently active tickets in one status, with company and installer names. */
export async function listTicketsByStatus(db: Queryable, status: number): Promise<OperatorTicketRow[]> {
  return db.query<OperatorTicketRow>(
    `SELECT t.uuid, t.title, t.status, c.name AS company, u.name || ' ' || u.surname AS installer, u.email, t.updated_at
     FROM support_tickets t JOIN users u ON u.id = t.user_id JOIN companies c ON c.id = t.company_id
     WHERE t.status = $1 ORDER BY t.updated_at DESC, t.id DESC LIMIT 200`,
    [status],
  );
}
