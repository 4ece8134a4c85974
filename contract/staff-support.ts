/** The support inbox for the club's support staff (docs/decisions/0276). */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { OrderStatus } from './orders.ts';
import { AuditLine } from './staff-audit.ts';
import { StaffCompanyRef } from './staff-orders.ts';
import { queueFilters, queuePage } from './staff-shapes.ts';
import { ChatMessage, Ticket, TicketStatus } from './support.ts';

const TicketParams = v.object({ uuid: Uuid });

export const StaffTicketRow = v.object({
  uuid: Uuid,
  title: v.string(),
  status: TicketStatus,
  company: StaffCompanyRef,
  installer: v.object({ uuid: Uuid, name: v.string(), email: v.nullable(v.string()) }),
  updated_at: IsoDateTime,
  /** Hours since the installer's newest message that staff have not answered yet; 0 when staff spoke last. */
  waiting_hours: v.number(),
  last_message: v.nullable(ChatMessage),
});

export const staffTicketInbox = defineCall({
  method: 'GET',
  path: '/staff/tickets',
  auth: 'staff',
  roles: ['support', 'admin'],
  summary:
    'Tickets of one status (waiting for staff by default), longest waiting first, 50 a page, filtered by region.',
  query: v.object({
    status: v.optional(v.pipe(v.string(), v.regex(/^[123]$/, 'Status must be 1, 2 or 3.'), v.transform(Number)), '1'),
    ...queueFilters,
  }),
  response: queuePage(StaffTicketRow),
});

export const staffTicketDetail = defineCall({
  method: 'GET',
  path: '/staff/tickets/:uuid',
  auth: 'staff',
  roles: ['support', 'admin'],
  summary:
    'A ticket with its whole conversation (oldest first), the installer, their company and its five newest ' +
    'orders, and what staff did to it. Poll it to see new messages.',
  params: TicketParams,
  response: v.object({
    ticket: Ticket,
    row: StaffTicketRow,
    messages: v.array(v.object({ ...ChatMessage.entries, admin_name: v.nullable(v.string()) })),
    recent_orders: v.array(
      v.object({ uuid: Uuid, number: v.string(), status: OrderStatus, points: v.number(), created_at: IsoDateTime }),
    ),
    audit: v.array(AuditLine),
  }),
});

export const staffTicketReply = defineCall({
  method: 'POST',
  path: '/staff/tickets/:uuid/reply',
  auth: 'staff',
  roles: ['support', 'admin'],
  summary:
    'Answers a ticket as the signed-in staff member (signed with their name); it moves to in progress and the ' +
    'installer is notified.',
  params: TicketParams,
  body: v.strictObject({
    message: v.pipe(
      v.string('Message must be text.'),
      v.trim(),
      v.nonEmpty('Message is required.'),
      v.maxLength(5000, 'Message may be at most 5000 characters.'),
    ),
  }),
  response: v.object({ ticket: Ticket, message: ChatMessage }),
});

export const staffTicketResolve = defineCall({
  method: 'POST',
  path: '/staff/tickets/:uuid/resolve',
  auth: 'staff',
  roles: ['support', 'admin'],
  summary: 'Marks a ticket resolved; a new message from the installer opens it again.',
  params: TicketParams,
  response: Ticket,
});
