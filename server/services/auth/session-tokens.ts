import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenObject } from '../../../contract/auth.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/api-error.ts';
import { signAccessToken } from './access-token.ts';
import { keyedHash } from './keyed-hash.ts';

export const REFRESH_TOKEN_DAYS = 30;

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
): Promise<TokenObject> {
  const now = deps.clock.now();
  const refresh = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [user.id, family, hashRefresh(deps.secret, refresh), now, refreshExpiresAt],
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
  expires_at: Date;
  revoked_at: Date | null;
  active: number;
}

/**
 * Exchanges a refresh token for a new token pair and revokes it. Presenting a revoked token again
 * means it leaked (or was replayed), so its whole family is revoked and the session ends.
 */
export async function rotateRefreshToken(deps: TokenDeps, refreshToken: string): Promise<TokenObject> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<RefreshRow>(
      `SELECT t.id, t.user_id, u.uuid AS user_uuid, t.family, t.expires_at, t.revoked_at, u.active
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 FOR UPDATE OF t`,
      [hashRefresh(deps.secret, refreshToken)],
    );
    if (!row) return null;
    if (row.revoked_at) {
      await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family = $1 AND revoked_at IS NULL', [
        row.family,
        now,
      ]);
      return null;
    }
    if (new Date(row.expires_at) <= now || row.active !== 1) return null;
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE id = $1', [row.id, now]);
    return issueTokens(deps, tx, { id: row.user_id, uuid: String(row.user_uuid) }, row.family);
  });
  if (!result) throw sessionEnded();
  return result;
}
