import { randomBytes } from 'node:crypto';
import { sign } from 'hono/jwt';
import type { EmulationSession } from '#contract/emulation.ts';
import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';
import { ACCESS_TOKEN_MINUTES } from './access-token.ts';

export interface EmulatedUser {
  id: number;
  uuid: string;
  email: string | null;
  name: string;
}

/**
 * Starts an audited emulation session (docs/decisions/0051): an access token for the user whose claims
 * name the admin, living ACCESS_TOKEN_MINUTES. Its refresh token is random and never stored, so a refresh
 * attempt ends the session instead of extending it (or minting a normal token without the banner).
 */
export async function startEmulation(
  db: Queryable,
  clock: Clock,
  secret: string,
  user: EmulatedUser,
  admin: string,
): Promise<EmulationSession> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_MINUTES * 60_000);
  const [session] = await db.query<{ uuid: string }>(
    `INSERT INTO emulation_sessions (user_id, admin_name, created_at, expires_at) VALUES ($1, $2, $3, $4)
     RETURNING uuid`,
    [user.id, admin, now, expiresAt],
  );
  const token = await sign(
    {
      sub: String(user.uuid),
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
      emulated_by: admin,
      emu: String(session!.uuid),
    },
    secret,
    'HS256',
  );
  const refresh = `emulation-${randomBytes(24).toString('base64url')}`;
  return {
    token,
    refresh_token: refresh,
    expiresAt: expiresAt.toISOString(),
    emulated_by: admin,
    faker: `${token}:${refresh}`,
    user: { uuid: String(user.uuid), email: user.email, name: user.name },
  };
}

/** Whether an emulation session may still be used (not ended by staff). Expiry is the token's own. */
export async function emulationActive(db: Queryable, sessionUuid: string, userId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM emulation_sessions WHERE uuid = $1 AND user_id = $2 AND revoked_at IS NULL',
    [sessionUuid, userId],
  );
  return rows.length > 0;
}

export async function endEmulations(db: Queryable, userId: number, at: Date): Promise<number> {
  const rows = await db.query(
    'UPDATE emulation_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id',
    [userId, at],
  );
  return rows.length;
}
