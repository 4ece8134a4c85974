import type { ChatMessage, Ticket } from '#contract/support.ts';
import type { Queryable } from '#server/db/db.ts';
import type { AuthUser } from '#server/http/app-env.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export interface MessageRow {
  uuid: string;
  sender: ChatMessage['sender'];
  message: string;
  created_at: Date | string;
}

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  uuid: String(row.uuid),
  sender: row.sender,
  message: row.message,
  created_at: iso(row.created_at),
});

export interface TicketRow {
  id: number;
  uuid: string;
  title: string;
  status: 1 | 2 | 3;
  user_id: number;
  installer_uuid: string;
  created_at: Date | string;
  updated_at: Date | string;
  last_message: MessageRow | string | null;
}

export function toTicket(row: TicketRow): Ticket {
  const last = typeof row.last_message === 'string' ? (JSON.parse(row.last_message) as MessageRow) : row.last_message;
  return {
    uuid: String(row.uuid),
    title: row.title,
    status: Number(row.status) as Ticket['status'],
    installer_uuid: String(row.installer_uuid),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_message: last ? toChatMessage(last) : null,
  };
}

/** Ticket columns with the installer's uuid and the newest message, one index probe per ticket (no N+1). */
export const SELECT_TICKET = `
  SELECT t.id, t.uuid, t.title, t.status, t.user_id, u.uuid AS installer_uuid, t.created_at, t.updated_at,
    (SELECT json_build_object('uuid', m.uuid, 'sender', m.sender, 'message', m.message, 'created_at', m.created_at)
       FROM support_messages m WHERE m.ticket_id = t.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last_message
  FROM support_tickets t JOIN users u ON u.id = t.user_id`;

const OWNER_ROLES = new Set([3, 7]);

/** Owners see every ticket of their company; team members only their own (docs/decisions/0050). */
export function ticketScope(user: AuthUser, first: number): { sql: string; params: unknown[] } {
  return OWNER_ROLES.has(user.role)
    ? { sql: `t.company_id = $${first}`, params: [user.companyId] }
    : { sql: `t.company_id = $${first} AND t.user_id = $${first + 1}`, params: [user.companyId, user.id] };
}

/** A ticket the caller may see, or undefined (the route answers 404, whoever owns it). */
export async function findVisibleTicket(db: Queryable, user: AuthUser, uuid: string): Promise<TicketRow | undefined> {
  const scope = ticketScope(user, 2);
  const [row] = await db.query<TicketRow>(`${SELECT_TICKET} WHERE t.uuid = $1 AND ${scope.sql}`, [
    uuid,
    ...scope.params,
  ]);
  return row;
}

export async function findTicketById(db: Queryable, id: number): Promise<TicketRow> {
  const [row] = await db.query<TicketRow>(`${SELECT_TICKET} WHERE t.id = $1`, [id]);
  if (!row) throw new Error(`ticket ${id} vanished`);
  return row;
}
