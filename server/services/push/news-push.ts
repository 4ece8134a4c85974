import type { Queryable } from '#server/db/db.ts';
import { MESSAGE_MAX_AGE_MS } from '#server/services/messaging/retry-schedule.ts';

/**
 * Important news pushed once (migration 0035, decision 0293 of 2026-11-27). One statement, as the expiry warning
 * does: it marks every important, visible news item whose publish time has come and that was never pushed
 * (pushed_at), and queues one push per device of the active installers of its regions whose news switch is on,
 * with the item's title and excerpt in the device's language, else the item's fallback language. Run at save time
 * (for the saved item) and by the hourly job (for items scheduled later). Answers the pushes queued.
 */
export async function pushImportantNews(db: Queryable, now: Date, uuid?: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH due AS (
       UPDATE content_items SET pushed_at = $1
        WHERE important AND visible AND content_type = 'news' AND pushed_at IS NULL AND published_at <= $1
          AND ($3::uuid IS NULL OR uuid = $3::uuid)
       RETURNING id, uuid, fallback_language),
     pushed AS (
       INSERT INTO push_messages (subscription_id, kind, topic, event, meta, status, created_at, next_attempt_at,
                                  give_up_at)
       SELECT s.id, 'news', 'news-' || left(replace(d.uuid::text, '-', ''), 27), 'news.important',
              jsonb_build_object('content_uuid', d.uuid::text, 'title', coalesce(t.title, ''),
                                 'text', coalesce(t.excerpt, '')),
              'queued', $1, $1, $2
         FROM due d JOIN content_regions cr ON cr.item_id = d.id
         JOIN users u ON u.region_id = cr.region_id AND u.active = 1
         JOIN push_subscriptions s ON s.user_id = u.id LEFT JOIN push_preferences p ON p.user_id = u.id
         LEFT JOIN LATERAL (
           SELECT ct.title, ct.excerpt FROM content_translations ct JOIN languages l ON l.id = ct.language_id
            WHERE ct.item_id = d.id AND l.code IN (s.language, d.fallback_language)
            ORDER BY (l.code = s.language) DESC LIMIT 1) t ON true
        WHERE coalesce(p.news, true)
       ON CONFLICT (subscription_id, topic) WHERE status = 'queued' DO UPDATE SET meta = EXCLUDED.meta
       RETURNING id)
     SELECT count(*)::int AS n FROM pushed`,
    [now, new Date(now.getTime() + MESSAGE_MAX_AGE_MS), uuid ?? null],
  );
  return row?.n ?? 0;
}
