import { TICKET_STATUS } from '#contract/support.ts';
import type { Queryable } from '#server/db/db.ts';
import { notifyUser } from '../notifications/notify.ts';
import type { MessageRow } from './ticket-rows.ts';

export interface NewMessage {
  ticketId: number;
  sender: 'installer' | 'admin';
  message: string;
  userId?: number;
  adminName?: string;
  at: Date;
}

/** Appends a chat message and touches the ticket so the list orders by latest activity. */
export async function addMessage(db: Queryable, m: NewMessage, status?: number): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(
    `INSERT INTO support_messages (ticket_id, sender, user_id, admin_name, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING uuid, sender, message, created_at`,
    [m.ticketId, m.sender, m.userId ?? null, m.adminName ?? null, m.message, m.at],
  );
  await db.query('UPDATE support_tickets SET updated_at = $2, status = coalesce($3, status) WHERE id = $1', [
    m.ticketId,
    m.at,
    status ?? null,
  ]);
  return row!;
}

export interface NewTicket {
  companyId: number;
  userId: number;
  title: string;
  body: string;
  info: Record<string, unknown>;
  at: Date;
}

export async function openTicket(db: Queryable, t: NewTicket): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO support_tickets (company_id, user_id, title, status, info, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [t.companyId, t.userId, t.title, TICKET_STATUS.open, JSON.stringify(t.info), t.at],
  );
  await addMessage(db, { ticketId: row!.id, sender: 'installer', userId: t.userId, message: t.body, at: t.at });
  return row!.id;
}

/** Staff answer: the ticket moves to in progress and its installer gets a notification linking the chat. */
export async function replyAsAdmin(
  db: Queryable,
  ticket: { id: number; uuid: string; user_id: number; title: string },
  adminName: string,
  message: string,
  at: Date,
): Promise<MessageRow> {
  const row = await addMessage(
    db,
    { ticketId: ticket.id, sender: 'admin', adminName, message, at },
    TICKET_STATUS.inProgress,
  );
  await notifyUser(db, ticket.user_id, {
    type: 'info',
    event: 'support.replied',
    title: 'Support replied',
    text: `Club support answered your ticket "${ticket.title}".`,
    meta: { ticket_uuid: String(ticket.uuid), ticket_title: ticket.title },
    at,
  });
  return row;
}

/** Staff close a ticket: resolved, and touched so it sorts by this latest activity. */
export async function resolveTicket(db: Queryable, ticketId: number, at: Date): Promise<void> {
  await db.query('UPDATE support_tickets SET status = $2, updated_at = $3 WHERE id = $1', [
    ticketId,
    TICKET_STATUS.resolved,
    at,
  ]);
}
