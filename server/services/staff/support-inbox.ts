import type * as v from 'valibot';
import type { StaffTicketRow } from '#contract/staff-support.ts';
import type { Queryable } from '#server/db/db.ts';
import { type MessageRow, toChatMessage } from '../support/ticket-rows.ts';

const HOUR_MS = 3_600_000;
type Row = v.InferOutput<typeof StaffTicketRow>;

interface InboxRow {
  id: number;
  uuid: string;
  title: string;
  status: 1 | 2 | 3;
  updated_at: Date;
  company_uuid: string;
  company_name: string;
  region_id: number;
  installer_uuid: string;
  installer_name: string;
  installer_email: string | null;
  last_message: MessageRow | string | null;
  /** The installer's oldest message since staff last wrote; null when staff wrote last. */
  waiting_since: Date | null;
}

const INBOX_SELECT = `SELECT t.id, t.uuid, t.title, t.status, t.updated_at, c.uuid AS company_uuid, c.name AS company_name,
    c.region_id, u.uuid AS installer_uuid, u.name || ' ' || u.surname AS installer_name, u.email AS installer_email,
    (SELECT json_build_object('uuid', m.uuid, 'sender', m.sender, 'message', m.message, 'created_at', m.created_at)
       FROM support_messages m WHERE m.ticket_id = t.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS last_message,
    (SELECT min(m.created_at) FROM support_messages m
      WHERE m.ticket_id = t.id AND m.sender = 'installer'
        AND m.created_at > coalesce((SELECT max(a.created_at) FROM support_messages a
                                     WHERE a.ticket_id = t.id AND a.sender = 'admin'), '-infinity')) AS waiting_since
  FROM support_tickets t JOIN users u ON u.id = t.user_id JOIN companies c ON c.id = t.company_id`;

function toRow(r: InboxRow, now: Date): Row {
  const last = typeof r.last_message === 'string' ? (JSON.parse(r.last_message) as MessageRow) : r.last_message;
  return {
    uuid: String(r.uuid),
    title: r.title,
    status: Number(r.status) as 1 | 2 | 3,
    company: { uuid: String(r.company_uuid), name: r.company_name, region_id: r.region_id },
    installer: { uuid: String(r.installer_uuid), name: r.installer_name, email: r.installer_email },
    updated_at: new Date(r.updated_at).toISOString(),
    waiting_hours: r.waiting_since ? Math.floor((now.getTime() - new Date(r.waiting_since).getTime()) / HOUR_MS) : 0,
    last_message: last ? toChatMessage(last) : null,
  };
}

/** Tickets of one status, the longest waiting for staff first (then the least recently active). */
export async function ticketInbox(
  db: Queryable,
  filter: { status: number; region?: number; page: number; perPage: number },
  now: Date,
) {
  const rows = await db.query<InboxRow>(
    `SELECT * FROM (${INBOX_SELECT} WHERE t.status = $1 AND ($2::int IS NULL OR c.region_id = $2)) x
     ORDER BY x.waiting_since NULLS LAST, x.updated_at, x.id LIMIT $3 OFFSET $4`,
    [filter.status, filter.region ?? null, filter.perPage, (filter.page - 1) * filter.perPage],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM support_tickets t JOIN companies c ON c.id = t.company_id
     WHERE t.status = $1 AND ($2::int IS NULL OR c.region_id = $2)`,
    [filter.status, filter.region ?? null],
  );
  const data = rows.map((r) => toRow(r, now));
  const oldest = data.reduce<number | null>(
    (max, r) => (max === null || r.waiting_hours > max ? r.waiting_hours : max),
    null,
  );
  return { data, total: count?.total ?? 0, oldest_hours: filter.page === 1 ? oldest : null };
}

/** One ticket as the inbox shows it, with its id and company id; undefined for no such uuid. */
export async function inboxTicket(db: Queryable, uuid: string, now: Date) {
  const [row] = await db.query<InboxRow & { company_id: number }>(
    `SELECT x.*, t2.company_id FROM (${INBOX_SELECT} WHERE t.uuid = $1::uuid) x JOIN support_tickets t2 ON t2.id = x.id`,
    [uuid],
  );
  return row ? { id: row.id, companyId: row.company_id, row: toRow(row, now) } : undefined;
}

/** The whole conversation, oldest first, with the staff member's name on their messages. */
export async function ticketConversation(db: Queryable, ticketId: number) {
  const rows = await db.query<MessageRow & { admin_name: string | null }>(
    `SELECT uuid, sender, message, created_at, admin_name FROM support_messages
     WHERE ticket_id = $1 ORDER BY created_at, id LIMIT 2000`,
    [ticketId],
  );
  return rows.map((r) => ({ ...toChatMessage(r), admin_name: r.sender === 'admin' ? r.admin_name : null }));
}

/** The company's five newest orders, beside a ticket. */
export async function recentOrders(db: Queryable, companyId: number) {
  const rows = await db.query<{
    uuid: string;
    number: string;
    status: 1 | 2 | 3 | 4 | 5;
    points: number;
    created_at: Date;
  }>(
    'SELECT uuid, number, status, points, created_at FROM orders WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT 5',
    [companyId],
  );
  return rows.map((r) => ({ ...r, uuid: String(r.uuid), created_at: new Date(r.created_at).toISOString() }));
}
