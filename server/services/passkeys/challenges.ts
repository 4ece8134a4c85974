import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';

/** How long a handed-out challenge can be answered: the browser's own timeout (2 minutes) and some slack. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'register' | 'sign-in';

/**
 * Keeps a challenge the server library made, for one use within CHALLENGE_TTL_MS; expired ones are dropped on the
 * way, so the table holds only a few minutes of them.
 */
export async function keepChallenge(
  db: Queryable,
  clock: Clock,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<void> {
  const now = clock.now();
  await db.query('DELETE FROM passkey_challenges WHERE expires_at <= $1', [now]);
  await db.query('INSERT INTO passkey_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
    challenge,
    purpose,
    userId,
    new Date(now.getTime() + CHALLENGE_TTL_MS),
  ]);
}

/**
 * Takes a challenge back, once: true when it was handed out for this purpose (and this user, when adding a
 * passkey) and has not expired. A second answer to the same challenge (a replay) finds it gone.
 */
export async function takeChallenge(
  db: Queryable,
  clock: Clock,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<boolean> {
  const rows = await db.query<{ expires_at: Date; user_id: number | null }>(
    'DELETE FROM passkey_challenges WHERE challenge = $1 AND purpose = $2 RETURNING expires_at, user_id',
    [challenge, purpose],
  );
  const row = rows[0];
  return row !== undefined && new Date(row.expires_at) > clock.now() && row.user_id === userId;
}

/** The challenge the browser signed, read from its client data (base64url JSON); null when it is not there. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}
