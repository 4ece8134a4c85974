import type { Notification } from '#contract/notifications.ts';

/** A notification row as read from the table, and its shape in the answers. */
export interface NotificationRow {
  uuid: string;
  type: Notification['type'];
  title: string;
  text: string;
  read_at: Date | string | null;
  created_at: Date | string;
  event: string;
  meta: Record<string, unknown> | string;
}

export const NOTIFICATION_COLUMNS = 'uuid, type, title, text, read_at, created_at, event, meta';

export function toNotification(row: NotificationRow): Notification {
  return {
    uuid: String(row.uuid),
    type: row.type,
    title: row.title,
    text: row.text,
    mark: row.read_at === null ? 'unread' : 'read',
    created_at: new Date(row.created_at).toISOString(),
    event: row.event,
    meta: typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta,
  };
}
