import type { Notification } from '#contract/notifications.ts';
import type { Queryable } from '#server/db/db.ts';
import { type NotificationRow, notificationColumns, toNotification } from './notification-rows.ts';

/** A user's own notifications: the page, the badge count, one by uuid (undefined for anyone else's). */

const MARK_FILTER = { read: 'AND read_at IS NOT NULL', unread: 'AND read_at IS NULL' } as const;

export interface NotificationPage {
  data: Notification[];
  total: number;
  unread: number;
}

export async function listNotifications(
  db: Queryable,
  userId: number,
  q: { mark?: 'read' | 'unread'; page: number; limit: number },
  language: string | null = null,
): Promise<NotificationPage> {
  const filter = q.mark ? MARK_FILTER[q.mark] : '';
  const offset = (q.page - 1) * q.limit;
  // One round trip: the page, the filtered total and the unread badge together.
  const rows = await db.query<NotificationRow & { total: number; unread: number }>(
    `WITH mine AS (SELECT * FROM notifications WHERE user_id = $1 ${filter}),
          counts AS (SELECT (SELECT count(*)::int FROM mine) AS total,
            (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND read_at IS NULL) AS unread)
     SELECT counts.total, counts.unread, page.*
     FROM counts LEFT JOIN LATERAL (
       SELECT ${notificationColumns('$1', '$4', 'mine')} FROM mine ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
     ) page ON true`,
    [userId, q.limit, offset, language],
  );
  return {
    data: rows.filter((r) => r.uuid !== null).map(toNotification),
    total: rows[0]?.total ?? 0,
    unread: rows[0]?.unread ?? 0,
  };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return row?.n ?? 0;
}

export async function findNotification(
  db: Queryable,
  userId: number,
  uuid: string,
  language: string | null = null,
): Promise<Notification | undefined> {
  const [row] = await db.query<NotificationRow>(
    `SELECT ${notificationColumns('$2', '$3', 'notifications')} FROM notifications WHERE uuid = $1 AND user_id = $2`,
    [uuid, userId, language],
  );
  return row && toNotification(row);
}

/** Marks one of the user's notifications read or unread; undefined when it is not theirs. */
export async function markNotification(
  db: Queryable,
  userId: number,
  uuid: string,
  mark: 'read' | 'unread',
  at: Date,
  language: string | null = null,
): Promise<Notification | undefined> {
  // Marking read keeps the first read time; marking unread clears it.
  const [row] = await db.query<NotificationRow>(
    `UPDATE notifications SET read_at = CASE WHEN $3 THEN coalesce(read_at, $4) ELSE NULL END
     WHERE uuid = $1 AND user_id = $2 RETURNING ${notificationColumns('$2', '$5', 'notifications')}`,
    [uuid, userId, mark === 'read', at, language],
  );
  return row && toNotification(row);
}
