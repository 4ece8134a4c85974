import { randomBytes } from 'node:crypto';
import type { StaffRole } from '#contract/call.ts';
import { STAFF_SESSION_HOURS, type StaffMe } from '#contract/staff.ts';
import type { Queryable } from '#server/db/db.ts';
import { keyedHash } from '../auth/keyed-hash.ts';

/** Staff tokens are opaque and start so; an installer's access token (a JWT) never does (decision 0276). */
export const STAFF_TOKEN_PREFIX = 'staff_';
const TOKEN = /^staff_[A-Za-z0-9_-]{43}$/;

const hashToken = (secret: string, token: string) => keyedHash(secret, 'staff-session', token);

/** A staff session as a request sees it: the member behind it and what it may do. */
export interface StaffSession {
  sessionId: number;
  sessionUuid: string;
  staffId: number;
  staffUuid: string;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: Date;
  passkeyAt: Date | null;
}

/** The role a session acts with: its member's, but an admin's only once confirmed with a passkey. */
export function actingRole(session: Pick<StaffSession, 'role' | 'passkeyAt'>): StaffRole | null {
  return session.role === 'admin' && session.passkeyAt === null ? null : session.role;
}

/** Opens a session of STAFF_SESSION_HOURS for the member; answers its token, shown once and kept only hashed. */
export async function openStaffSession(
  db: Queryable,
  secret: string,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date; uuid: string }> {
  const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const [row] = await db.query<{ uuid: string }>(
    'INSERT INTO staff_sessions (staff_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4) RETURNING uuid',
    [staffId, hashToken(secret, token), now, expiresAt],
  );
  return { token, expiresAt, uuid: String(row!.uuid) };
}

/** The open session a token names (not revoked, not expired, its member active); undefined otherwise. */
export async function findStaffSession(
  db: Queryable,
  secret: string,
  token: string,
  now: Date,
): Promise<StaffSession | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db.query<{
    session_id: number;
    session_uuid: string;
    staff_id: number;
    staff_uuid: string;
    email: string;
    name: string;
    role: StaffRole;
    expires_at: Date;
    passkey_at: Date | null;
  }>(
    `SELECT s.id AS session_id, s.uuid AS session_uuid, m.id AS staff_id, m.uuid AS staff_uuid, m.email, m.name,
            m.role, s.expires_at, s.passkey_at
     FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND m.active`,
    [hashToken(secret, token), now],
  );
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    sessionUuid: String(row.session_uuid),
    staffId: row.staff_id,
    staffUuid: String(row.staff_uuid),
    email: row.email,
    name: row.name,
    role: row.role,
    expiresAt: new Date(row.expires_at),
    passkeyAt: row.passkey_at ? new Date(row.passkey_at) : null,
  };
}

/** The session as the staff member sees it (GET /staff/me). */
export async function describeStaffSession(db: Queryable, session: StaffSession): Promise<StaffMe> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_passkeys WHERE staff_id = $1', [
    session.staffId,
  ]);
  return {
    uuid: session.staffUuid,
    email: session.email,
    name: session.name,
    role: session.role,
    session: {
      uuid: session.sessionUuid,
      expires_at: session.expiresAt.toISOString(),
      passkey_confirmed_at: session.passkeyAt?.toISOString() ?? null,
      acting_role: actingRole(session),
    },
    passkeys: count?.n ?? 0,
  };
}

export async function confirmStaffSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET passkey_at = $2 WHERE id = $1', [sessionId, now]);
}

export async function revokeStaffSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

/** Ends every open session of the member; answers how many. */
export async function revokeStaffSessions(db: Queryable, staffId: number, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE staff_sessions SET revoked_at = $2
     WHERE staff_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
    [staffId, now],
  );
  return rows.length;
}
