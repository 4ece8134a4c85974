import type { Queryable } from '#server/db/db.ts';
import { revokeRefreshTokens } from '../profile/revoke-sessions.ts';

/**
 * Removes a member: active 0, sessions revoked, e-mail and phone released so the person can be invited
 * again or join another company (docs/decisions/0042-team.md). The row and its ledger history stay.
 */
export async function removeMember(tx: Queryable, memberId: number, at: Date): Promise<void> {
  await tx.query('UPDATE users SET active = 0, email = NULL, phone = NULL, updated_at = $2 WHERE id = $1', [
    memberId,
    at,
  ]);
  await revokeRefreshTokens(tx, [memberId], at);
}
