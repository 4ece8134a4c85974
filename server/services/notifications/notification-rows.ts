import type { Notification } from '#contract/notifications.ts';
import { readerText } from '../i18n/seeded-text.ts';

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

/**
 * The columns (of `table`) with a club announcement's title and text in the reader's language (the user id in `userParam`, the asked
 * language in `languageParam`),
 * English when it has no translation (decision 0281). Events the app words itself keep their English here.
 */
export function notificationColumns(userParam: string, languageParam: string, table: string): string {
  const title = `${table}.title`;
  const text = `${table}.text`;
  return `uuid, type, ${readerText('notification', title, title, userParam, languageParam)} AS title,
    ${readerText('notification', text, text, userParam, languageParam)} AS text, read_at, created_at, event, meta`;
}

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
