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

/** What the notification is about; the app links support replies to the chat by ticket_uuid. */
export const NotificationMeta = v.looseObject({
  ticket_uuid: v.optional(Uuid),
  order_uuid: v.optional(Uuid),
  project_uuid: v.optional(Uuid),
});

export const Notification = v.object({
  uuid: Uuid,
  type: NotificationType,
  title: v.string(),
  text: v.string(),
  mark: NotificationMark,
  created_at: IsoDateTime,
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
