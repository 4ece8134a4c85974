import type { Db, Queryable } from '#server/db/db.ts';
import { MESSAGE_MAX_AGE_MS } from '#server/services/messaging/retry-schedule.ts';
import { topicOf } from '#server/services/push/push-queue.ts';
import { appendLedger, lockCompanyPoints } from './ledger.ts';

/**
 * Points earned in a calendar year expire at the end of the next one (1 January, UTC, two years on);
 * spending, reservations and earlier expiry use the oldest points first (docs/decisions/0022-points-expiry.md).
 * So what expires on 1 January of year Z is what was earned before 1 January of Z-1 and not yet consumed.
 */
export function nextExpiry(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));
}

/** The warning goes out from 1 October, as the app shows its expiring-points warning from October on. */
export const WARNING_MONTH = 9;

/**
 * A company's balance, what it earned before 1 January of year $1 and what it ever consumed, from the running figures
 * kept beside the ledger (migration 0034): no read of the ledger itself, so the hourly run over every company and a
 * balance read cost the same on 10 million ledger rows as on 10 (decision 0297).
 */
const FIGURES = `SELECT t.company_id, t.balance::int AS balance,
    coalesce((SELECT sum(e.points) FROM company_points_earned e WHERE e.company_id = t.company_id AND e.year < $1), 0)::int
      AS earned_before,
    t.consumed::int AS consumed
  FROM company_points_totals t`;

interface Figures {
  company_id: number;
  balance: number;
  earned_before: number;
  consumed: number;
}

const due = (f: Figures) => Math.max(0, Math.min(f.balance, f.earned_before - f.consumed));

/** Balance, and what expires at the next 1 January if nothing more is spent. */
export async function balanceAndToExpire(
  db: Queryable,
  companyId: number,
  now: Date,
): Promise<{ balance: number; toExpire: number; expiresAt: Date }> {
  const [f] = await db.query<Figures>(`${FIGURES} WHERE t.company_id = $2`, [now.getUTCFullYear(), companyId]);
  return { balance: f?.balance ?? 0, toExpire: f ? due(f) : 0, expiresAt: nextExpiry(now) };
}

/**
 * Expires one company's points past their end as of `now`, in the caller's transaction; answers the points
 * expired (0 when nothing is due, so running it again changes nothing).
 */
export async function expireCompanyPoints(tx: Queryable, companyId: number, now: Date): Promise<number> {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1));
  await lockCompanyPoints(tx, companyId);
  const [f] = await tx.query<Figures>(`${FIGURES} WHERE t.company_id = $2`, [cutoff.getUTCFullYear(), companyId]);
  const points = f ? due(f) : 0;
  if (points <= 0) return 0;
  await appendLedger(tx, {
    companyId,
    userId: null,
    reason: 'Points expired',
    variation: 'expired',
    points: -points,
    options: { earned_before: cutoff.toISOString() },
    at: now,
  });
  return points;
}

/** Companies whose points expire together in one transaction: short locks, few round trips. */
const EXPIRY_BATCH = 500;

/**
 * Scheduled: appends a 'Points expired' row for every company with points past their end. The candidates come
 * from one pass over the ledger; then, batch by batch, the companies' rows are locked (as spending locks them),
 * their figures taken again under the lock, and the expiry rows written in one statement. On 50,000 companies
 * this is a hundred short transactions instead of 50,000 (bench:scale).
 */
export async function expirePoints(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1));
  const candidates = (await db.query<Figures>(FIGURES, [cutoff.getUTCFullYear()]))
    .filter((f) => due(f) > 0)
    .map((f) => f.company_id);
  let expired = 0;
  for (let i = 0; i < candidates.length; i += EXPIRY_BATCH) {
    const batch = candidates.slice(i, i + EXPIRY_BATCH);
    expired += await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM companies WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [batch]);
      const written = await tx.query<{ company_id: number }>(
        `WITH figures AS (${FIGURES} WHERE t.company_id = ANY($2::int[])),
         due AS (SELECT company_id, greatest(0, least(balance, earned_before - consumed)) AS points FROM figures)
         INSERT INTO points_ledger (company_id, user_id, reason, variation, points, options, created_at)
         SELECT company_id, NULL, 'Points expired', 'expired', -points, $3::jsonb, $4 FROM due WHERE points > 0
         RETURNING company_id`,
        [cutoff.getUTCFullYear(), batch, JSON.stringify({ earned_before: cutoff.toISOString() }), now],
      );
      return written.length;
    });
  }
  return expired;
}

/**
 * Scheduled: from October, warns each company once about the points expiring on the next 1 January. One statement
 * for every company at once (the notice, then a notification to each active member), as notifyCompany would one
 * by one: on 50,000 companies the first October run took minutes company by company (bench:scale).
 */
export async function warnExpiringPoints(db: Db, now: Date): Promise<number> {
  if (now.getUTCMonth() < WARNING_MONTH) return 0;
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const expiresAt = nextExpiry(now);
  const [row] = await db.query<{ n: number }>(
    `WITH figures AS (
       ${FIGURES} WHERE NOT EXISTS (SELECT 1 FROM points_expiry_notices n
         WHERE n.company_id = t.company_id AND n.expires_at = $2)),
     due AS (SELECT company_id, greatest(0, least(balance, earned_before - consumed)) AS points FROM figures),
     fresh AS (
       INSERT INTO points_expiry_notices (company_id, expires_at, points, created_at)
       SELECT company_id, $2, points, $3 FROM due WHERE points > 0
       ON CONFLICT DO NOTHING RETURNING company_id, points),
     sent AS (
       INSERT INTO notifications (user_id, type, event, title, text, meta, created_at)
       SELECT u.id, 'warning', 'points.expiring', 'Points expiring',
              f.points || ' points expire on ' || $4::text || '. Spend them in the shop before then.',
              jsonb_build_object('points', f.points, 'expires_at', $5::text), $3
         FROM fresh f JOIN users u ON u.company_id = f.company_id AND u.active = 1),
     -- The same warning pushed to every device of theirs that wants it (decision 0293).
     pushed AS (
       INSERT INTO push_messages (subscription_id, kind, topic, event, meta, status, created_at, next_attempt_at,
                                  give_up_at)
       SELECT s.id, 'expiring', $6, 'points.expiring',
              jsonb_build_object('points', f.points, 'expires_at', $5::text), 'queued', $3, $3, $7
         FROM fresh f JOIN users u ON u.company_id = f.company_id AND u.active = 1
         JOIN push_subscriptions s ON s.user_id = u.id LEFT JOIN push_preferences p ON p.user_id = u.id
        WHERE coalesce(p.expiring, true)
       ON CONFLICT (subscription_id, topic) WHERE status = 'queued' DO UPDATE SET meta = EXCLUDED.meta)
     SELECT count(*)::int AS n FROM fresh`,
    [
      cutoff.getUTCFullYear(),
      expiresAt,
      now,
      expiresAt.toISOString().slice(0, 10),
      expiresAt.toISOString(),
      topicOf('points-expiring'),
      new Date(now.getTime() + MESSAGE_MAX_AGE_MS),
    ],
  );
  return row?.n ?? 0;
}
