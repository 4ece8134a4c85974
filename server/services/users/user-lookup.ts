import type { Queryable } from '#server/db/db.ts';
import type { EmulatedUser } from '../auth/emulation-session.ts';

/** Small lookups of one user row: who signs in, who is a member of a company, when one was last active. */

/** The active user whose e-mail or phone (already normalised by the caller) is this identifier. */
export async function findActiveUserByIdentifier(
  db: Queryable,
  channel: 'email' | 'sms',
  identifier: string,
): Promise<{ id: number; uuid: string } | undefined> {
  const column = channel === 'email' ? 'email' : 'phone';
  const [user] = await db.query<{ id: number; uuid: string }>(
    `SELECT id, uuid FROM users WHERE ${column} = $1 AND active = 1`,
    [identifier],
  );
  return user;
}

/** The active user's numeric id by uuid, or undefined. */
export async function findActiveUserId(db: Queryable, uuid: string): Promise<number | undefined> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE uuid = $1 AND active = 1', [uuid]);
  return user?.id;
}

/** The active user with this e-mail, whatever its case (the operator types it), or undefined. */
export async function findActiveUserByEmail(db: Queryable, email: string): Promise<EmulatedUser | undefined> {
  const [user] = await db.query<EmulatedUser>(
    'SELECT id, uuid, email, name FROM users WHERE lower(email) = lower($1) AND active = 1',
    [email],
  );
  return user;
}

/** An active member of this company by uuid: their numeric id, or undefined (anyone else's uuid). */
export async function findCompanyMemberId(db: Queryable, uuid: string, companyId: number): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE uuid = $1 AND company_id = $2 AND active = 1',
    [uuid, companyId],
  );
  return row?.id;
}

/** "Name Surname" of a user, or undefined. */
export async function fullNameOf(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>("SELECT name || ' ' || surname AS name FROM users WHERE id = $1", [
    userId,
  ]);
  return row?.name;
}

/** A user's uuid as text, or undefined. */
export async function userUuidOf(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM users WHERE id = $1', [userId]);
  return row?.uuid;
}

/** Records a sign-in (code or passkey) as the user's last activity. */
export async function touchLastActive(db: Queryable, userId: number, at: Date): Promise<void> {
  await db.query('UPDATE users SET last_active_at = $2 WHERE id = $1', [userId, at]);
}
