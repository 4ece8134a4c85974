import {
  notificationDetail,
  notificationList,
  notificationMark,
  notificationUnreadCount,
} from '../../../contract/notifications.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/api-error.ts';
import type { Mounter } from '../../http/mount.ts';
import { NOTIFICATION_COLUMNS, type NotificationRow, toNotification, unreadCount } from './notification-rows.ts';

const MARK_FILTER = { read: 'AND read_at IS NOT NULL', unread: 'AND read_at IS NULL' } as const;

/** A user's own notifications: list, badge count, detail, mark read. Anyone else's uuid is 404. */
export function registerNotificationRoutes(mount: Mounter, deps: Deps): void {
  const { db } = deps;

  mount.user(notificationList, async ({ query, user }) => {
    const filter = query.mark ? MARK_FILTER[query.mark] : '';
    const offset = (query.page - 1) * query.limit;
    // One round trip: the page, the filtered total and the unread badge together.
    const rows = await db.query<NotificationRow & { total: number; unread: number }>(
      `WITH mine AS (SELECT * FROM notifications WHERE user_id = $1 ${filter}),
            counts AS (SELECT (SELECT count(*)::int FROM mine) AS total,
              (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND read_at IS NULL) AS unread)
       SELECT counts.total, counts.unread, page.*
       FROM counts LEFT JOIN LATERAL (
         SELECT ${NOTIFICATION_COLUMNS} FROM mine ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
       ) page ON true`,
      [user.id, query.limit, offset],
    );
    const total = rows[0]?.total ?? 0;
    return {
      data: rows.filter((r) => r.uuid !== null).map(toNotification),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        per_page: query.limit,
        total,
        unread: rows[0]?.unread ?? 0,
      },
    };
  });

  // Registered before /:uuid so the literal segment is not read as a (malformed) uuid.
  mount.user(notificationUnreadCount, async ({ user }) => ({ unread: await unreadCount(db, user.id) }));

  mount.user(notificationDetail, async ({ params, user }) => {
    const [row] = await db.query<NotificationRow>(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE uuid = $1 AND user_id = $2`,
      [params.uuid, user.id],
    );
    if (!row) throw notFound();
    return toNotification(row);
  });

  mount.user(notificationMark, async ({ params, body, user }) => {
    // Marking read keeps the first read time; marking unread clears it.
    const [row] = await db.query<NotificationRow>(
      `UPDATE notifications SET read_at = CASE WHEN $3 THEN coalesce(read_at, $4) ELSE NULL END
       WHERE uuid = $1 AND user_id = $2 RETURNING ${NOTIFICATION_COLUMNS}`,
      [params.uuid, user.id, body.mark === 'read', deps.clock.now()],
    );
    if (!row) throw notFound();
    return toNotification(row);
  });
}
