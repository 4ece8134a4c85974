import type { StaffRole } from '#contract/call.ts';
import type { StaffMember } from '#contract/staff-members.ts';
import type { Queryable } from '#server/db/db.ts';

interface MemberRow {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  inviter_uuid: string | null;
  inviter_name: string | null;
  created_at: Date;
  last_signed_in_at: Date | null;
  open_sessions: number;
  passkeys: number;
}

const MEMBER_COLUMNS = `m.id, m.uuid, m.email, m.name, m.role, m.active, i.uuid AS inviter_uuid, i.name AS inviter_name,
  m.created_at,
  (SELECT max(created_at) FROM staff_sessions WHERE staff_id = m.id) AS last_signed_in_at,
  (SELECT count(*)::int FROM staff_sessions
   WHERE staff_id = m.id AND revoked_at IS NULL AND expires_at > $1) AS open_sessions,
  (SELECT count(*)::int FROM staff_passkeys WHERE staff_id = m.id) AS passkeys`;

const toMember = (row: MemberRow): StaffMember => ({
  uuid: String(row.uuid),
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  invited_by: row.inviter_uuid ? { uuid: String(row.inviter_uuid), name: row.inviter_name ?? '' } : null,
  created_at: new Date(row.created_at).toISOString(),
  last_signed_in_at: row.last_signed_in_at ? new Date(row.last_signed_in_at).toISOString() : null,
  open_sessions: Number(row.open_sessions),
  passkeys: Number(row.passkeys),
});

export async function listStaffMembers(db: Queryable, now: Date): Promise<StaffMember[]> {
  const rows = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM staff_members m LEFT JOIN staff_members i ON i.id = m.invited_by
     ORDER BY m.active DESC, lower(m.name), m.id`,
    [now],
  );
  return rows.map(toMember);
}

/** One member as the console shows it, with their id for the writes; undefined for no such uuid. */
export async function findStaffMember(
  db: Queryable,
  uuid: string,
  now: Date,
): Promise<(StaffMember & { id: number }) | undefined> {
  const [row] = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM staff_members m LEFT JOIN staff_members i ON i.id = m.invited_by
     WHERE m.uuid = $2::uuid`,
    [now, uuid],
  );
  return row ? { ...toMember(row), id: row.id } : undefined;
}

/** The active member with this e-mail (any case), for sign-in. */
export async function findActiveStaffByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number; email: string } | undefined> {
  const [row] = await db.query<{ id: number; email: string }>(
    'SELECT id, email FROM staff_members WHERE lower(email) = lower($1) AND active',
    [email],
  );
  return row;
}

/** Adds a member; null when the address already belongs to staff (active or not). */
export async function insertStaffMember(
  db: Queryable,
  member: { email: string; name: string; role: StaffRole; invitedBy: number | null },
  now: Date,
): Promise<string | null> {
  const [row] = await db.query<{ uuid: string }>(
    `INSERT INTO staff_members (email, name, role, invited_by, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING uuid`,
    [member.email.toLowerCase(), member.name, member.role, member.invitedBy, now],
  );
  return row ? String(row.uuid) : null;
}

export async function setStaffRole(db: Queryable, id: number, role: StaffRole): Promise<void> {
  await db.query('UPDATE staff_members SET role = $2 WHERE id = $1', [id, role]);
}

export async function setStaffActive(db: Queryable, id: number, active: boolean): Promise<void> {
  await db.query('UPDATE staff_members SET active = $2 WHERE id = $1', [id, active]);
}

/** Forgets every passkey of the member (a lost phone or laptop); answers how many went. */
export async function removeStaffPasskeys(db: Queryable, staffId: number): Promise<number> {
  const rows = await db.query('DELETE FROM staff_passkeys WHERE staff_id = $1 RETURNING id', [staffId]);
  return rows.length;
}
