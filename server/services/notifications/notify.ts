import type { Queryable } from '#server/db/db.ts';
import { pushNotification } from '#server/services/push/notification-push.ts';

export type NotificationType = 'info' | 'warning' | 'important';

/**
 * Server events that notify users. The app renders a translated text per event from `meta` and falls back
 * to the stored English title and text for events it does not know.
 */
export type NotificationEvent =
  | 'order.status_changed'
  | 'support.replied'
  | 'project.status_changed'
  | 'points.expiring'
  | (string & {});

export interface NewNotification {
  type: NotificationType;
  event: NotificationEvent;
  title: string;
  text: string;
  meta?: Record<string, unknown>;
  at: Date;
}

/** Notifies one user. */
export async function notifyUser(db: Queryable, userId: number, n: NewNotification): Promise<void> {
  await db.query(
    `INSERT INTO notifications (user_id, type, event, title, text, meta, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [userId, n.type, n.event, n.title, n.text, JSON.stringify(n.meta ?? {}), n.at],
  );
  await pushNotification(db, { userId }, n);
}

/** Notifies every active member of a company (e.g. an order of the company changed status). */
export async function notifyCompany(db: Queryable, companyId: number, n: NewNotification): Promise<void> {
  await db.query(
    `INSERT INTO notifications (user_id, type, event, title, text, meta, created_at)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM users WHERE company_id = $1 AND active = 1`,
    [companyId, n.type, n.event, n.title, n.text, JSON.stringify(n.meta ?? {}), n.at],
  );
  await pushNotification(db, { companyId }, n);
}
