import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';

/** A positive integer from a query string ("2") or JSON (2), within bounds. */
export const queryInt = (min: number, max: number, what: string) =>
  v.pipe(
    v.union([
      v.number(),
      v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${what} must be a whole number.`), v.transform(Number)),
    ]),
    v.integer(`${what} must be a whole number.`),
    v.minValue(min, `${what} must be at least ${min}.`),
    v.maxValue(max, `${what} must be at most ${max}.`),
  );

export const NotificationType = v.picklist(['info', 'warning', 'important']);
export const NotificationMark = v.picklist(['unread', 'read'], 'Mark must be read or unread.');

/** A parameter of a server event's text; a stored value of another shape reads as missing, never fails the list. */
const param = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/**
 * What the notification is about: the uuids the app links (support replies to their chat by `ticket_uuid`), and
 * the parameters the app puts into the event's text in the reader's language (decision 0190). Per event:
 * `support.replied` ticket_uuid, ticket_title; `order.status_changed` order_uuid, number, status (1-5);
 * `project.status_changed` project_uuid, address, status (2 closed, 3 lost, 4 rejected, 5 in review), points;
 * `points.expiring` points, expires_at; `certificate.awarded` certificate_uuid, certificate_name;
 * `card.top_up_settled` top_up_uuid, points, status (SUCCEEDED, REFUSED, REJECTED). Other events (club
 * announcements) carry their text in `title` and `text` only.
 */
export const NotificationMeta = v.looseObject({
  ticket_uuid: v.optional(Uuid),
  order_uuid: v.optional(Uuid),
  project_uuid: v.optional(Uuid),
  certificate_uuid: param(Uuid),
  top_up_uuid: param(Uuid),
  ticket_title: param(v.string()),
  certificate_name: param(v.string()),
  address: param(v.string()),
  number: param(v.string()),
  status: param(v.union([v.number(), v.string()])),
  points: param(v.number()),
  expires_at: param(IsoDateTime),
});
export type NotificationMeta = v.InferOutput<typeof NotificationMeta>;

export const Notification = v.object({
  uuid: Uuid,
  type: NotificationType,
  /** The English title and text written with the event: shown as they are for events the app does not know. */
  title: v.string(),
  text: v.string(),
  mark: NotificationMark,
  created_at: IsoDateTime,
  /** The server event (e.g. `support.replied`); the app renders its text from `meta` in the reader's language. */
  event: v.string(),
  meta: NotificationMeta,
});
export type Notification = v.InferOutput<typeof Notification>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationList = defineCall({
  method: 'GET',
  path: '/v1/notifications',
  auth: 'user',
  summary: "The signed-in user's notifications, newest first, optionally only read or unread ones.",
  query: v.object({
    page: v.optional(queryInt(1, 100_000, 'Page'), 1),
    limit: v.optional(queryInt(1, 100, 'Limit'), NOTIFICATIONS_PAGE_SIZE),
    mark: v.optional(NotificationMark),
  }),
  response: v.object({
    data: v.array(Notification),
    meta: v.object({
      current_page: v.number(),
      last_page: v.number(),
      per_page: v.number(),
      total: v.number(),
      /** Unread notifications of the user, whatever the filter. */
      unread: v.number(),
    }),
  }),
});

export const notificationUnreadCount = defineCall({
  method: 'GET',
  path: '/v1/notifications/unread-count',
  auth: 'user',
  summary: "How many of the signed-in user's notifications are unread (the header badge).",
  response: v.object({ unread: v.number() }),
});

export const notificationDetail = defineCall({
  method: 'GET',
  path: '/v1/notifications/:uuid',
  auth: 'user',
  summary: 'One notification of the signed-in user (reading it does not mark it; the app sends PATCH on open).',
  params: v.object({ uuid: Uuid }),
  response: Notification,
});

export const notificationMark = defineCall({
  method: 'PATCH',
  path: '/v1/notifications/:uuid',
  auth: 'user',
  summary: 'Marks one notification of the signed-in user read (or unread again).',
  params: v.object({ uuid: Uuid }),
  body: v.strictObject({ mark: NotificationMark }),
  response: Notification,
});
