import {
  notificationDetail,
  notificationList,
  notificationMark,
  notificationUnreadCount,
} from '#contract/notifications.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import {
  findNotification,
  listNotifications,
  markNotification,
  unreadCount,
} from '#server/services/notifications/notification-read.ts';

/** A user's own notifications: list, badge count, detail, mark read. Anyone else's uuid is 404. */
export function registerNotificationRoutes(mount: Mounter, deps: Deps): void {
  const { db } = deps;

  mount.user(notificationList, async ({ c, query, user }) => {
    const { data, total, unread } = await listNotifications(db, user.id, query, readerOf(c, user).language);
    return {
      data,
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        per_page: query.limit,
        total,
        unread,
      },
    };
  });

  // Registered before /:uuid so the literal segment is not read as a (malformed) uuid.
  mount.user(notificationUnreadCount, async ({ user }) => ({ unread: await unreadCount(db, user.id) }));

  mount.user(notificationDetail, async ({ c, params, user }) => {
    const notification = await findNotification(db, user.id, params.uuid, readerOf(c, user).language);
    if (!notification) throw notFound();
    return notification;
  });

  mount.user(notificationMark, async ({ c, params, body, user }) => {
    const at = deps.clock.now();
    const notification = await markNotification(db, user.id, params.uuid, body.mark, at, readerOf(c, user).language);
    if (!notification) throw notFound();
    return notification;
  });
}
