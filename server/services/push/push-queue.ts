import { createHash } from 'node:crypto';
import type { PushKind } from '#contract/push.ts';
import type { Queryable } from '#server/db/db.ts';
import { MESSAGE_MAX_AGE_MS } from '#server/services/messaging/retry-schedule.ts';

/**
 * The push queue's statements on push_messages (migration 0032, decision 0293), the claim/retry pattern of the
 * message queue (message-queue.ts, decision 0272): one row per push to one device, claimed before it is sent.
 */

/** A new push waits this long for more of its topic (the next scans of a review) before it is due… */
export const COLLAPSE_WINDOW_MS = 15_000;
/** …but never longer than this after the first of them. */
export const COLLAPSE_MAX_MS = 2 * 60_000;

/** Who a push goes to: one person, or every active member of a company. */
export type PushAudience = { userId: number } | { companyId: number };

export interface NewPush {
  kind: PushKind;
  /** What a newer push replaces: e.g. `order:<uuid>`; made short for the Topic header (at most 32 characters). */
  topic: string;
  event: string;
  meta: Record<string, unknown>;
  at: Date;
}

/** A Topic header value: base64url, at most 32 characters (RFC 8030), from any key. */
export const topicOf = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/**
 * Queues the push for each device of the audience whose owner wants its kind. A push of a topic still waiting for
 * the same device is merged into it (a scan review's counts add up; other events keep the newest) and waits a
 * little longer, within COLLAPSE_MAX_MS of the first. Answers the rows queued or merged.
 */
export async function queuePush(db: Queryable, to: PushAudience, push: NewPush): Promise<number> {
  const audience =
    'userId' in to
      ? { where: 's.user_id = $1', id: to.userId }
      : { where: 's.user_id IN (SELECT id FROM users WHERE company_id = $1 AND active = 1)', id: to.companyId };
  const due = new Date(push.at.getTime() + COLLAPSE_WINDOW_MS);
  const giveUp = new Date(push.at.getTime() + MESSAGE_MAX_AGE_MS);
  const rows = await db.query(
    `INSERT INTO push_messages (subscription_id, kind, topic, event, meta, status, created_at, next_attempt_at, give_up_at)
     SELECT s.id, $2, $3, $4, $5::jsonb, 'queued', $6, $7, $8
       FROM push_subscriptions s LEFT JOIN push_preferences p ON p.user_id = s.user_id
      WHERE ${audience.where} AND coalesce((to_jsonb(p) ->> $2)::boolean, true)
     ON CONFLICT (subscription_id, topic) WHERE status = 'queued' DO UPDATE SET
       event = EXCLUDED.event,
       meta = CASE WHEN EXCLUDED.event = 'scans.reviewed' THEN EXCLUDED.meta || jsonb_build_object(
           'accepted', coalesce((push_messages.meta ->> 'accepted')::int, 0) + coalesce((EXCLUDED.meta ->> 'accepted')::int, 0),
           'refused', coalesce((push_messages.meta ->> 'refused')::int, 0) + coalesce((EXCLUDED.meta ->> 'refused')::int, 0))
         ELSE EXCLUDED.meta END,
       next_attempt_at = least(push_messages.created_at + $9 * interval '1 millisecond', EXCLUDED.next_attempt_at),
       give_up_at = EXCLUDED.give_up_at
     RETURNING id`,
    [
      audience.id,
      push.kind,
      topicOf(push.topic),
      push.event,
      JSON.stringify(push.meta),
      push.at,
      due,
      giveUp,
      COLLAPSE_MAX_MS,
    ],
  );
  return rows.length;
}

/** A claimed push with what its sender needs: the device, its language and the owner's unread count. */
export interface ClaimedPush {
  id: number;
  attempts: number;
  topic: string;
  event: string;
  meta: Record<string, unknown>;
  subscription_id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  unread: number;
}

/** Claims the most overdue push that is due and not too old (one row; FOR UPDATE SKIP LOCKED between senders). */
export async function claimDuePush(db: Queryable, now: Date, claimUntil: Date): Promise<ClaimedPush | undefined> {
  const [row] = await db.query<ClaimedPush>(
    `WITH claimed AS (
       UPDATE push_messages SET status = 'sending', attempts = attempts + 1, next_attempt_at = $2
        WHERE id = (SELECT id FROM push_messages
                     WHERE status IN ('queued', 'sending') AND next_attempt_at <= $1 AND give_up_at > $1
                     ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, attempts, topic, event, meta, subscription_id)
     SELECT c.*, s.user_id, s.endpoint, s.p256dh, s.auth, s.language,
            (SELECT count(*)::int FROM notifications n WHERE n.user_id = s.user_id AND n.read_at IS NULL) AS unread
       FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id`,
    [now, claimUntil],
  );
  return row;
}

/** Due pushes past their age: failed without another attempt. Answers how many. */
export async function failExpiredPushes(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE push_messages SET status = 'failed', failed_at = $1, last_error = coalesce(last_error, 'too old')
      WHERE status IN ('queued', 'sending') AND next_attempt_at <= $1 AND give_up_at <= $1 RETURNING id`,
    [now],
  );
  return rows.length;
}

/** Finishes the claim `attempts` made: sent, or failed for good, or (when no newer push of its topic waits) retried. */
export async function finishPush(
  db: Queryable,
  push: Pick<ClaimedPush, 'id' | 'attempts'>,
  outcome: { sent: Date } | { failed: Date; error: string } | { retryAt: Date; error: string },
): Promise<void> {
  if ('sent' in outcome) {
    await db.query(
      `UPDATE push_messages SET status = 'sent', sent_at = $3, next_attempt_at = NULL
        WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [push.id, push.attempts, outcome.sent],
    );
    return;
  }
  // A retry yields to a newer push of the same topic already queued for the device: that one says the latest.
  const [retried] =
    'retryAt' in outcome
      ? await db.query(
          `UPDATE push_messages m SET status = 'queued', next_attempt_at = $3, last_error = $4
            WHERE id = $1 AND status = 'sending' AND attempts = $2 AND NOT EXISTS (SELECT 1 FROM push_messages o
              WHERE o.subscription_id = m.subscription_id AND o.topic = m.topic AND o.status = 'queued')
           RETURNING id`,
          [push.id, push.attempts, outcome.retryAt, outcome.error],
        )
      : [];
  if (retried) return;
  await db.query(
    `UPDATE push_messages SET status = 'failed', failed_at = $3, last_error = $4, next_attempt_at = NULL
      WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [push.id, push.attempts, 'failed' in outcome ? outcome.failed : new Date(), outcome.error],
  );
}

/** Deletes sent pushes after a day and failed ones after 30 (the prune job); answers how many. */
export async function pruneFinishedPushes(db: Queryable, now: Date): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const rows = await db.query(
    `DELETE FROM push_messages WHERE (status = 'sent' AND sent_at <= $1) OR (status = 'failed' AND failed_at <= $2)
     RETURNING id`,
    [new Date(now.getTime() - day), new Date(now.getTime() - 30 * day)],
  );
  return rows.length;
}
