import type { Queryable } from '#server/db/db.ts';

/**
 * Ends the sessions of users who may no longer sign in: their refresh tokens are revoked. Access tokens
 * stop working at once too, since authentication requires an active user.
 */
export async function revokeRefreshTokens(db: Queryable, userIds: number[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = ANY($1::int[]) AND revoked_at IS NULL', [
    userIds,
    at,
  ]);
}
