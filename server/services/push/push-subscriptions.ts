import {
  isLocalPushEndpoint,
  isPushServiceEndpoint,
  type PushPreferences,
  type PushSubscriptionBody,
} from '#contract/push.ts';
import type { Queryable } from '#server/db/db.ts';

/** The contract takes the browsers' push services and, for the tests, this machine; production only the former. */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  return isPushServiceEndpoint(endpoint) && !(production && isLocalPushEndpoint(endpoint));
}

/** Stores the device's subscription for the user; an endpoint already known (another account signed in on the same
 * device before) moves to this user with the new keys. */
export async function saveSubscription(
  db: Queryable,
  userId: number,
  body: PushSubscriptionBody,
  language: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, language, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
       language = EXCLUDED.language,
       created_at = CASE WHEN push_subscriptions.user_id = EXCLUDED.user_id THEN push_subscriptions.created_at
                         ELSE EXCLUDED.created_at END`,
    [userId, body.endpoint, body.keys.p256dh, body.keys.auth, language, at],
  );
}

/** Removes the user's subscription of the endpoint (sign-out); answers whether there was one. */
export async function removeSubscription(db: Queryable, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id', [
    userId,
    endpoint,
  ]);
  return rows.length > 0;
}

/** The push service said the subscription is gone (404, 410): it goes, with its queued pushes. */
export async function dropSubscription(db: Queryable, subscriptionId: number): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId]);
}

export async function markDelivered(db: Queryable, subscriptionId: number, at: Date): Promise<void> {
  await db.query('UPDATE push_subscriptions SET last_success_at = $2 WHERE id = $1', [subscriptionId, at]);
}

const ALL_ON: PushPreferences = { orders: true, projects: true, support: true, expiring: true, news: true };

export async function preferencesOf(db: Queryable, userId: number): Promise<PushPreferences> {
  const [row] = await db.query<PushPreferences>(
    'SELECT orders, projects, support, expiring, news FROM push_preferences WHERE user_id = $1',
    [userId],
  );
  return row ?? ALL_ON;
}

export async function setPreferences(
  db: Queryable,
  userId: number,
  p: PushPreferences,
  at: Date,
): Promise<PushPreferences> {
  const [row] = await db.query<PushPreferences>(
    `INSERT INTO push_preferences (user_id, orders, projects, support, expiring, news, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id) DO UPDATE SET orders = $2, projects = $3, support = $4, expiring = $5, news = $6,
       updated_at = $7
     RETURNING orders, projects, support, expiring, news`,
    [userId, p.orders, p.projects, p.support, p.expiring, p.news, at],
  );
  return row!;
}

/** The language of the user's profile: the texts of a device that subscribed without naming one. */
export async function profileLanguage(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ code: string }>(
    'SELECT l.code FROM users u JOIN languages l ON l.id = u.language_id WHERE u.id = $1',
    [userId],
  );
  return row?.code ?? 'en';
}
