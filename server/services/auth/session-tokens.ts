import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenObject } from '../../../contract/auth.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/api-error.ts';
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

/** A new access token and a new refresh token (of the given family, or a new one: a new sign-in). */
export async function issueTokens(
  deps: TokenDeps,
  db: Queryable,
  user: { id: number; uuid: string },
  family: string = randomUUID(),
  parentId: number | null = null,
): Promise<TokenObject> {
  const now = deps.clock.now();
  const refresh = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family, token_hash, created_at, expires_at, parent_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [user.id, family, hashRefresh(deps.secret, refresh), now, refreshExpiresAt, parentId],
  );
  const access = await signAccessToken(deps.secret, deps.clock, user.uuid);
  return {
    token: access.token,
    refresh_token: refresh,
    expiresAt: access.expiresAt.toISOString(),
    refreshExpiresAt: refreshExpiresAt.toISOString(),
  };
}

interface RefreshRow {
  id: number;
  user_id: number;
  user_uuid: string;
  family: string;
  parent_id: number | null;
  expires_at: Date;
  revoked_at: Date | null;
  rotated_at: Date | null;
  active: number;
}

/**
 * Exchanges a refresh token for a new token pair and marks it rotated. Its unused siblings (successors of the same
 * token issued again after a lost answer) are revoked: the client holds this one.
 *
 * A rotated token presented again is exchanged once more while it was rotated less than REFRESH_REUSE_GRACE_MS ago
 * and none of its successors has been exchanged since, and the family still lives: the answer that carried the
 * successor never reached the client. Any other revoked token presented again means it leaked (or was replayed), so
 * its whole family is revoked and the session ends.
 */
export async function rotateRefreshToken(deps: TokenDeps, refreshToken: string): Promise<TokenObject> {
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
      `SELECT t.id, t.user_id, u.uuid AS user_uuid, t.family, t.parent_id, t.expires_at, t.revoked_at, t.rotated_at,
              u.active
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE t.id = $1 FOR UPDATE OF t`,
      [found.id],
    );
    if (!row) return null;
    if (new Date(row.expires_at) <= now || row.active !== 1) return null;
    const user = { id: row.user_id, uuid: String(row.user_uuid) };
    if (row.revoked_at) {
      if (await answerWasLost(tx, row, now)) return issueTokens(deps, tx, user, row.family, row.id);
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
    return issueTokens(deps, tx, user, row.family, row.id);
  });
  if (!result) throw sessionEnded();
  return result;
}

/** A rotated token, lately, whose successors are all unused and at least one still valid (the family lives). */
async function answerWasLost(tx: Queryable, row: RefreshRow, now: Date): Promise<boolean> {
  if (!row.rotated_at || now.getTime() - new Date(row.rotated_at).getTime() > REFRESH_REUSE_GRACE_MS) return false;
  const [children] = await tx.query<{ used: number; valid: number }>(
    `SELECT count(*) FILTER (WHERE rotated_at IS NOT NULL)::int AS used,
            count(*) FILTER (WHERE revoked_at IS NULL)::int AS valid
     FROM refresh_tokens WHERE parent_id = $1`,
    [row.id],
  );
  return children !== undefined && children.used === 0 && children.valid > 0;
}
