import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';
import { queryInt } from './notifications.ts';

/** 1 open (waiting for staff), 2 in progress (staff answered), 3 resolved. */
export const TICKET_STATUS = { open: 1, inProgress: 2, resolved: 3 } as const;
export const TicketStatus = v.picklist([1, 2, 3]);

const text = (what: string, max: number) =>
  v.pipe(
    v.string(`${what} must be text.`),
    v.trim(),
    v.nonEmpty(`${what} is required.`),
    v.maxLength(max, `${what} may be at most ${max} characters.`),
  );

const infoText = (max: number) =>
  v.optional(v.pipe(v.string('This field must be text.'), v.maxLength(max, `At most ${max} characters.`)));

export const ChatMessage = v.object({
  uuid: Uuid,
  sender: v.picklist(['installer', 'admin']),
  message: v.string(),
  created_at: IsoDateTime,
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

export const Ticket = v.object({
  uuid: Uuid,
  title: v.string(),
  status: TicketStatus,
  installer_uuid: Uuid,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  /** The newest message of the conversation (every ticket has at least its opening message). */
  last_message: v.nullable(ChatMessage),
});
export type Ticket = v.InferOutput<typeof Ticket>;

export const TICKETS_PAGE_SIZE = 10;
export const CHAT_LIMIT = 1000;

export const ticketList = defineCall({
  method: 'GET',
  path: '/v1/support',
  auth: 'user',
  summary:
    "Support tickets, most recently active first: an owner sees the company's, a team member their own; installer_uuid narrows to one installer.",
  query: v.object({
    page: v.optional(queryInt(1, 100_000, 'Page'), 1),
    limit: v.optional(queryInt(1, 100, 'Limit'), TICKETS_PAGE_SIZE),
    installer_uuid: v.optional(Uuid),
  }),
  response: v.object({
    data: v.array(Ticket),
    meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
  }),
});

export const ticketCreate = defineCall({
  method: 'POST',
  path: '/v1/support',
  auth: 'user',
  status: 201,
  summary: 'Opens a ticket; its body becomes the first chat message. info describes the app for staff.',
  body: v.strictObject({
    title: text('Title', 150),
    body: text('Message', 5000),
    info: v.strictObject({
      language: infoText(16),
      hostname: infoText(255),
      region: v.optional(
        v.union(
          [v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.maxLength(32))],
          'Region must be an id or a code.',
        ),
      ),
      appVersion: infoText(32),
      appType: infoText(32),
    }),
  }),
  response: Ticket,
});

export const ticketDetail = defineCall({
  method: 'GET',
  path: '/v1/support/:uuid',
  auth: 'user',
  summary: 'One ticket the caller may see (their own, or any of the company when an owner).',
  params: v.object({ uuid: Uuid }),
  response: Ticket,
});

export const chatMessages = defineCall({
  method: 'GET',
  path: '/v1/support/:uuid/chat',
  auth: 'user',
  summary: "A ticket's conversation, oldest first: the newest `limit` messages (default and maximum 1000).",
  params: v.object({ uuid: Uuid }),
  query: v.object({ limit: v.optional(queryInt(1, CHAT_LIMIT, 'Limit'), CHAT_LIMIT) }),
  response: v.object({ data: v.array(ChatMessage) }),
});

export const chatSend = defineCall({
  method: 'POST',
  path: '/v1/support/:uuid/chat',
  auth: 'user',
  status: 201,
  summary:
    "Adds the installer's message to a ticket; an answered (in progress) or resolved ticket opens again (status 1), " +
    'waiting for staff.',
  params: v.object({ uuid: Uuid }),
  body: v.strictObject({ message: text('Message', 5000) }),
  response: ChatMessage,
});
