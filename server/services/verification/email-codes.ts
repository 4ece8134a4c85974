import { randomInt } from 'node:crypto';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import { keyedHash, sameHash } from '../auth/keyed-hash.ts';
import { CODE_TTL_MINUTES, invalidCode, MAX_WRONG_TRIES, tooManyWrongCodes } from '../auth/login-codes.ts';
import { releaseHeldPoints } from '../points/held-points.ts';

/** Same rules as login codes (docs/decisions/0004-sign-in-security.md): 10 minutes, 5 tries, 5 an hour. */
const HOURLY_LIMIT = 5;
const HOUR_MS = 3_600_000;

/** The code is bound to the address it was sent to: changing the e-mail makes it useless. */
const hashCode = (secret: string, userId: number, email: string, code: string) =>
  keyedHash(secret, 'email-verification', `${userId}:${email}:${code}`);

/** A fresh code for the user's current e-mail, superseding older ones; 429 past the hourly limit. */
export async function issueEmailCode(deps: Deps, userId: number, email: string): Promise<string> {
  const now = deps.clock.now();
  const code = String(randomInt(0, 100_000)).padStart(5, '0');
  const issued = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [recent] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_verification_codes WHERE user_id = $1 AND created_at > $2',
      [userId, new Date(now.getTime() - HOUR_MS)],
    );
    if ((recent?.n ?? 0) >= HOURLY_LIMIT) return false;
    await tx.query(
      `UPDATE email_verification_codes SET superseded_at = $2
       WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL`,
      [userId, now],
    );
    await tx.query(
      `INSERT INTO email_verification_codes (user_id, email, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        userId,
        email,
        hashCode(deps.env.jwtSecret, userId, email, code),
        now,
        new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      ],
    );
    return true;
  });
  if (!issued) throw new ApiError(429, 'Too many codes requested. Try again in an hour.');
  return code;
}

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

/** Checks the code against the newest live one for the current e-mail and sets verified_email_at. */
export async function confirmEmailCode(deps: Deps, userId: number, email: string, code: string): Promise<void> {
  const now = deps.clock.now();
  const failure = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<CodeRow>(
      `SELECT id, code_hash, attempts, expires_at FROM email_verification_codes
       WHERE user_id = $1 AND email = $2 AND used_at IS NULL AND superseded_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [userId, email],
    );
    if (!row || new Date(row.expires_at) <= now) return invalidCode;
    if (row.attempts >= MAX_WRONG_TRIES) return tooManyWrongCodes;
    if (sameHash(row.code_hash, hashCode(deps.env.jwtSecret, userId, email, code))) {
      await tx.query('UPDATE email_verification_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
      await tx.query('UPDATE users SET verified_email_at = $2, updated_at = $2 WHERE id = $1 AND email = $3', [
        userId,
        now,
        email,
      ]);
      // The sign-up points that waited for this address reach the balance now (decision 0264).
      await releaseHeldPoints(tx, userId, now);
      return null;
    }
    // The wrong try is counted and committed (the transaction resolves), then refused.
    await tx.query('UPDATE email_verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return row.attempts + 1 >= MAX_WRONG_TRIES ? tooManyWrongCodes : invalidCode;
  });
  if (failure) throw failure();
}
