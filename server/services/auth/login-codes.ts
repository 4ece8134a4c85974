import { randomInt } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { keyedHash, sameHash } from './keyed-hash.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
const HOUR_MS = 3_600_000;

export const tooManyWrongCodes = () => new ApiError(429, 'Too many wrong codes. Request a new code.');
const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });
const tooManyCodes = (seconds: number) =>
  new ApiError(429, 'Too many codes requested. Try again in an hour.', undefined, retryAfter(seconds));
const tooManyWrongCodesThisHour = (seconds: number) =>
  new ApiError(429, 'Too many wrong codes. Try again in an hour.', undefined, retryAfter(seconds));
export const invalidCode = () => new ApiError(406, 'The code is invalid.');

export interface CodeDeps {
  db: Db;
  clock: Clock;
  secret: string;
  hourlyLimit: number;
  /** Wrong codes one account may enter in an hour, over all its codes. */
  wrongCodesHourlyLimit: number;
}

const hashCode = (secret: string, userId: number, code: string) => keyedHash(secret, 'login-code', `${userId}:${code}`);

/** Seconds until the oldest of the rows counted in the last hour leaves the window. */
const secondsUntilWindowFrees = (oldest: Date | null, now: Date) =>
  oldest ? (new Date(oldest).getTime() + HOUR_MS - now.getTime()) / 1000 : HOUR_MS / 1000;

/**
 * Creates a fresh 5-digit code for the user, superseding older ones, unless the account already had
 * `hourlyLimit` codes in the last hour, by e-mail and phone together (429 with Retry-After). Answers the plain
 * code, to be sent and then forgotten.
 */
export async function issueLoginCode(
  deps: CodeDeps,
  user: { id: number },
  identifier: string,
  channel: 'email' | 'sms',
): Promise<string> {
  const now = deps.clock.now();
  const code = String(randomInt(0, 100_000)).padStart(5, '0');
  const refusal = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`login-code-user:${user.id}`]);
    const [recent] = await tx.query<{ n: number; oldest: Date | null }>(
      'SELECT count(*)::int AS n, min(created_at) AS oldest FROM login_codes WHERE user_id = $1 AND created_at > $2',
      [user.id, new Date(now.getTime() - HOUR_MS)],
    );
    if ((recent?.n ?? 0) >= deps.hourlyLimit) return tooManyCodes(secondsUntilWindowFrees(recent!.oldest, now));
    await tx.query(
      'UPDATE login_codes SET superseded_at = $2 WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL',
      [user.id, now],
    );
    await tx.query(
      `INSERT INTO login_codes (user_id, identifier, channel, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        user.id,
        identifier,
        channel,
        hashCode(deps.secret, user.id, code),
        now,
        new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      ],
    );
    return null;
  });
  if (refusal) throw refusal;
  return code;
}

interface CodeRow {
  id: number;
  user_id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

type Outcome = { ok: true; userId: number } | { ok: false; error: () => ApiError };

/** Checks a code against the user's newest live code; wrong tries are counted (and committed). */
export async function checkLoginCode(deps: CodeDeps, userUuid: string, code: string): Promise<number> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.query<CodeRow>(
      `SELECT lc.id, lc.user_id, lc.code_hash, lc.attempts, lc.expires_at
       FROM login_codes lc JOIN users u ON u.id = lc.user_id
       WHERE u.uuid = $1 AND u.active = 1 AND lc.used_at IS NULL AND lc.superseded_at IS NULL
       ORDER BY lc.created_at DESC, lc.id DESC LIMIT 1 FOR UPDATE OF lc`,
      [userUuid],
    );
    if (!row || new Date(row.expires_at) <= now) return { ok: false, error: invalidCode };
    if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, error: tooManyWrongCodes };
    // Each code allows a few tries; the account as a whole allows only so many wrong ones an hour, however
    // many codes it requests by e-mail and by phone.
    const [wrong] = await tx.query<{ n: number; oldest: Date | null }>(
      `SELECT coalesce(sum(attempts), 0)::int AS n, min(created_at) FILTER (WHERE attempts > 0) AS oldest
         FROM login_codes WHERE user_id = $1 AND created_at > $2`,
      [row.user_id, new Date(now.getTime() - HOUR_MS)],
    );
    if ((wrong?.n ?? 0) >= deps.wrongCodesHourlyLimit) {
      const seconds = secondsUntilWindowFrees(wrong!.oldest, now);
      return { ok: false, error: () => tooManyWrongCodesThisHour(seconds) };
    }
    if (sameHash(row.code_hash, hashCode(deps.secret, row.user_id, code))) {
      await tx.query('UPDATE login_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
      return { ok: true, userId: row.user_id };
    }
    await tx.query('UPDATE login_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return { ok: false, error: row.attempts + 1 >= MAX_WRONG_TRIES ? tooManyWrongCodes : invalidCode };
  });
  if (!outcome.ok) throw outcome.error();
  return outcome.userId;
}
