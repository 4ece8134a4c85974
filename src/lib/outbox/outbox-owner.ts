import { jwtClaims, readToken } from '#src/lib/auth/token-store.ts';

/**
 * The account the stored session belongs to: the subject (user uuid) of its access token, read without a
 * network. Queued work is kept and replayed per account (docs/decisions/0080-offline-outbox.md).
 */
export function sessionOwner(): string | null {
  const token = readToken();
  if (!token) return null;
  const sub = jwtClaims(token.token)?.sub;
  // Not a JWT (a developer's faker token): one bucket for such sessions.
  return typeof sub === 'string' && sub !== '' ? sub : 'unknown';
}
