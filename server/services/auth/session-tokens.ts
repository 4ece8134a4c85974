import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenObject } from '#contract/auth.ts';
import type { Clock } from '#server/clock.ts';
import type { Db, Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { accessTokenIssue } from './access-claims.ts';
import { signAccessToken } from './access-token.ts';
import { keyedHash } from './keyed-hash.ts';

export const REFRESH_TOKEN_DAYS = 30;
/**
 * How long after its exchange a refresh token may be exchanged again, as long as none of its successors has been
 * exchanged: the answer carrying the successor was lost (docs/decisions/0250).
 */
export const REFRESH_REUSE_GRACE_MS = 24 * 3_600_000;

export interface TokenDeps {
  db: Db;
  clock: Clock;
  secret: string;
}

export const sessionEnded = () => new ApiError(401, 'Your session has ended. Please sign in again.');
const hashRefresh = (secret: string, token: string) => keyedHash(secret, 'refresh-token', token);

/**
 * A new access token and a refresh token (of the given family, or a new one: a new sign-in). `refreshToken`: the one
 * to issue, when it is derived from its parent (a rotation); a random one otherwise.
 */
export async function issueTokens(
  deps: TokenDeps,
  db: Queryable,
  user: { id: number; uuid: string },
  family: string = randomUUID(),
  parentId: number | null = null,
  refreshToken: string = randomBytes(32).toString('base64url'),
): Promise<TokenObject> {
  const now = deps.clock.now();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO refresh_tokens (user_id, family, token_hash, created_at, expires_at, parent_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [user.id, family, hashRefresh(deps.secret, refreshToken), now, refreshExpiresAt, parentId],
  );
  return tokenObject(deps, user, row!.id, refreshToken, refreshExpiresAt);
}

async function tokenObject(
  deps: TokenDeps,
  user: { uuid: string },
  refreshId: number,
  refreshToken: string,
  refreshExpiresAt: Date,
): Promise<TokenObject> {
  const access = await signAccessToken(deps.secret, deps.clock, user.uuid, pairTag(deps.secret, refreshId));
  return {
    token: access.token,
    refresh_token: refreshToken,
    expiresAt: access.expiresAt.toISOString(),
    refreshExpiresAt: new Date(refreshExpiresAt).toISOString(),
  };
}

/** What an access token carries of the refresh token issued with it: an opaque tag of its row, no row number. */
const pairTag = (secret: string, refreshId: number) =>
  keyedHash(secret, 'refresh-pair', String(refreshId)).slice(0, 22);

/**
 * The refresh token that follows `token`: derived from it, so the same spent token always leads to the same
 * successor (an exchange answered again hands out the same line, never a new one).
 */
const successorOf = (secret: string, token: string) =>
  Buffer.from(keyedHash(secret, 'refresh-successor', token), 'hex').toString('base64url');

interface RefreshRow {
  id: number;
  user_id: number;
  user_uuid: string;
  family: string;
  parent_id: number | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  rotated_at: Date | null;
  active: number;
}

/**
 * Exchanges a refresh token for a new token pair and marks it rotated; the successor is derived from the token.
 * Siblings left by an older version (successors issued again after a lost answer) are revoked: the client holds this
 * one.
 *
 * A rotated token presented again is answered again, with the same successor and a fresh access token, while it was
 * rotated less than REFRESH_REUSE_GRACE_MS ago, that successor was never exchanged nor revoked, and the request
 * carries the access token issued with the presented refresh token (`accessToken`, the app's stored pair): the answer
 * that carried the successor never reached the client (decisions 0250, 0262). Any other revoked token presented
 * again means it leaked (or was replayed), so its whole family is revoked and the session ends.
 */
export async function rotateRefreshToken(
  deps: TokenDeps,
  refreshToken: string,
  accessToken?: string,
): Promise<TokenObject> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    // The parent first, then the token: two siblings exchanged at once (each revokes the other) wait for each other
    // on their parent instead of deadlocking.
    const [found] = await tx.query<{ id: number; parent_id: number | null }>(
      'SELECT id, parent_id FROM refresh_tokens WHERE token_hash = $1',
      [hashRefresh(deps.secret, refreshToken)],
    );
    if (!found) return null;
    if (found.parent_id !== null) {
      await tx.query('SELECT id FROM refresh_tokens WHERE id = $1 FOR UPDATE', [found.parent_id]);
    }
    const [row] = await tx.query<RefreshRow>(
      `SELECT t.id, t.user_id, u.uuid AS user_uuid, t.family, t.parent_id, t.created_at, t.expires_at, t.revoked_at,
              t.rotated_at, u.active
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE t.id = $1 FOR UPDATE OF t`,
      [found.id],
    );
    if (!row) return null;
    if (new Date(row.expires_at) <= now || row.active !== 1) return null;
    const user = { id: row.user_id, uuid: String(row.user_uuid) };
    const successor = successorOf(deps.secret, refreshToken);
    if (row.revoked_at) {
      const again = await answerAgain(deps, tx, row, successor, accessToken, now);
      if (again) return again;
      await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family = $1 AND revoked_at IS NULL', [
        row.family,
        now,
      ]);
      return null;
    }
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2, rotated_at = $2 WHERE id = $1', [row.id, now]);
    if (row.parent_id !== null) {
      await tx.query(
        'UPDATE refresh_tokens SET revoked_at = $3 WHERE parent_id = $1 AND id <> $2 AND revoked_at IS NULL',
        [row.parent_id, row.id, now],
      );
    }
    return issueTokens(deps, tx, user, row.family, row.id, successor);
  });
  if (!result) throw sessionEnded();
  return result;
}

/** Whether `accessToken` is ours and was issued with the refresh token of `row` (before `sid`: within the second). */
function heldWith(secret: string, accessToken: string | undefined, row: RefreshRow): boolean {
  const issue = accessToken ? accessTokenIssue(secret, accessToken) : null;
  if (!issue || issue.sub !== String(row.user_uuid)) return false;
  if (issue.pair !== null) return issue.pair === pairTag(secret, row.id);
  return issue.iat !== null && Math.abs(issue.iat - new Date(row.created_at).getTime() / 1000) <= 1;
}

/**
 * A rotated token presented again, lately, by the holder of its pair, whose successor was never exchanged: the same
 * successor again (a fresh access token with it). A token rotated by an older version, whose random successors are all
 * unused and one still valid, gets its derived successor once. Otherwise null: the family ends.
 */
async function answerAgain(
  deps: TokenDeps,
  tx: Queryable,
  row: RefreshRow,
  successor: string,
  accessToken: string | undefined,
  now: Date,
): Promise<TokenObject | null> {
  if (!row.rotated_at || now.getTime() - new Date(row.rotated_at).getTime() > REFRESH_REUSE_GRACE_MS) return null;
  if (!heldWith(deps.secret, accessToken, row)) return null;
  const user = { id: row.user_id, uuid: String(row.user_uuid) };
  const [child] = await tx.query<{ id: number; expires_at: Date; revoked_at: Date | null }>(
    'SELECT id, expires_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 AND parent_id = $2 FOR UPDATE',
    [hashRefresh(deps.secret, successor), row.id],
  );
  if (child) {
    if (child.revoked_at || new Date(child.expires_at) <= now) return null;
    return tokenObject(deps, user, child.id, successor, child.expires_at);
  }
  const [children] = await tx.query<{ used: number; valid: number }>(
    `SELECT count(*) FILTER (WHERE rotated_at IS NOT NULL)::int AS used,
            count(*) FILTER (WHERE revoked_at IS NULL)::int AS valid
     FROM refresh_tokens WHERE parent_id = $1`,
    [row.id],
  );
  if (!children || children.used > 0 || children.valid === 0) return null;
  return issueTokens(deps, tx, user, row.family, row.id, successor);
}

/**
 * Signing out: the family of the presented refresh token (spent or not) is revoked, so none of its tokens renews
 * again. Unknown tokens change nothing: the answer is the same either way.
 */
export async function endRefreshFamily(deps: TokenDeps, refreshToken: string): Promise<void> {
  await deps.db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE family = (SELECT family FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
    [hashRefresh(deps.secret, refreshToken), deps.clock.now()],
  );
}
