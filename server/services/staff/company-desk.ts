import type * as v from 'valibot';
import type { StaffCompanyHit, StaffLedgerLine, StaffUser } from '#contract/staff-companies.ts';
import type { Queryable } from '#server/db/db.ts';
import { balanceAndToExpire } from '../points/points-expiry.ts';
import { statusOf } from '../projects/project-shape.ts';
import { orderQueue } from './order-queue.ts';

type Hit = v.InferOutput<typeof StaffCompanyHit>;

/**
 * Companies matching a search: the card number (10 digits), a registration number, a user's e-mail or phone
 * (digits compared from the end, so a national number finds the E.164 one), or part of the name; at most 50.
 */
export async function searchCompanies(db: Queryable, q: string): Promise<Hit[]> {
  const digits = q.replace(/\D/g, '');
  const rows = await db.query<Omit<Hit, 'matched'> & { matched: Hit['matched']; uuid: string }>(
    `WITH found AS (
       SELECT k.company_id AS id, 'csn' AS matched, 1 AS rank FROM club_cards k WHERE k.csn = $2
       UNION ALL
       SELECT c.id, 'registration_number', 2 FROM companies c
        WHERE lower(c.registration_number) = lower($1) OR lower(c.registration_number_2) = lower($1)
       UNION ALL
       SELECT u.company_id, 'email', 3 FROM users u
        WHERE lower(u.email) = lower($1) OR (length($3) >= 3 AND u.email ILIKE '%' || $3 || '%')
       UNION ALL
       SELECT u.company_id, 'phone', 4 FROM users u
        WHERE length($2) >= 6 AND u.phone LIKE '%' || $2
       UNION ALL
       SELECT c.id, 'name', 5 FROM companies c WHERE c.name ILIKE '%' || $3 || '%'
     ), best AS (SELECT DISTINCT ON (id) id, matched, rank FROM found ORDER BY id, rank)
     SELECT c.uuid, c.name, c.region_id, c.registration_number, k.csn,
            (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS users,
            (SELECT coalesce(sum(points), 0)::int FROM points_ledger l WHERE l.company_id = c.id) AS points,
            b.matched
     FROM best b JOIN companies c ON c.id = b.id LEFT JOIN club_cards k ON k.company_id = c.id
     ORDER BY b.rank, c.name, c.id LIMIT 50`,
    [q, digits, q.replace(/[\\%_]/g, (ch) => `\\${ch}`)],
  );
  return rows.map((r) => ({ ...r, uuid: String(r.uuid) }));
}

/** A company's page for staff; undefined for no such uuid. */
export async function companyPage(db: Queryable, uuid: string, now: Date) {
  const [c] = await db.query<{
    id: number;
    uuid: string;
    name: string;
    region_id: number;
    registration_number: string | null;
    city: string | null;
    created_at: Date;
  }>('SELECT id, uuid, name, region_id, registration_number, city, created_at FROM companies WHERE uuid = $1::uuid', [
    uuid,
  ]);
  if (!c) return undefined;
  const users = await companyUsers(db, c.id);
  const projects = await db.query<{
    uuid: string;
    name: string;
    street_name: string;
    city: string;
    status: number;
    products: number;
    created_at: Date;
  }>(
    `SELECT p.uuid, p.name, p.street_name, p.city, p.status, p.created_at,
            (SELECT count(*)::int FROM scans s WHERE s.project_id = p.id) AS products
     FROM projects p WHERE p.company_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT 50`,
    [c.id],
  );
  const orders = await orderQueue(db, { companyId: c.id, page: 1, perPage: 50, newestFirst: true }, now);
  const points = await balanceAndToExpire(db, c.id, now);
  const [card] = await db.query<{ csn: string; status: string }>(
    'SELECT csn, status FROM club_cards WHERE company_id = $1',
    [c.id],
  );
  return {
    uuid: String(c.uuid),
    name: c.name,
    region_id: c.region_id,
    registration_number: c.registration_number,
    city: c.city,
    created_at: new Date(c.created_at).toISOString(),
    users,
    projects: projects.map((p) => ({
      uuid: String(p.uuid),
      name: p.name,
      address: [p.street_name, p.city].filter(Boolean).join(', '),
      status: statusOf(p.status),
      products: p.products,
      created_at: new Date(p.created_at).toISOString(),
    })),
    orders: orders.data,
    points: { balance: points.balance, expiring: points.toExpire, expires_at: points.expiresAt.toISOString() },
    ledger: await ledgerWithBalance(db, c.id),
    card: card ?? null,
  };
}

/** The newest 100 ledger lines, each with the balance right after it. */
async function ledgerWithBalance(db: Queryable, companyId: number): Promise<v.InferOutput<typeof StaffLedgerLine>[]> {
  const rows = await db.query<{
    id: number;
    created_at: Date;
    reason: string;
    variation: string;
    points: number;
    balance: number;
  }>(
    `SELECT id, created_at, reason, variation, points, balance FROM (
       SELECT id, created_at, reason, variation, points,
              sum(points) OVER (ORDER BY created_at, id)::int AS balance
       FROM points_ledger WHERE company_id = $1) l
     ORDER BY created_at DESC, id DESC LIMIT 100`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    reason: r.reason,
    variation: r.variation,
    points: r.points,
    balance: r.balance,
  }));
}

interface UserRow {
  id: number;
  uuid: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: number;
  active: number;
  verified_email_at: Date | null;
  last_active_at: Date | null;
  created_at: Date;
  company_id: number;
}

const USER_COLUMNS = `id, uuid, name || ' ' || surname AS name, email, phone, role, active, verified_email_at,
  last_active_at, created_at, company_id`;

const toUser = (u: UserRow): v.InferOutput<typeof StaffUser> => ({
  uuid: String(u.uuid),
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  active: u.active === 1,
  email_verified: u.verified_email_at !== null,
  last_active_at: u.last_active_at ? new Date(u.last_active_at).toISOString() : null,
  created_at: new Date(u.created_at).toISOString(),
});

async function companyUsers(db: Queryable, companyId: number) {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE company_id = $1 ORDER BY role, name, id`,
    [companyId],
  );
  return rows.map(toUser);
}

/** An installer by uuid, as staff see them, with their ids; undefined for no such uuid. */
export async function staffUser(db: Queryable, uuid: string) {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE uuid = $1::uuid`, [uuid]);
  return row ? { id: row.id, companyId: row.company_id, user: toUser(row) } : undefined;
}

/**
 * Blocks (active 0) or unblocks an installer; blocking also ends their refresh tokens, so every device is signed
 * out at its next call (the access token is refused at once: the sign-in check reads the active flag).
 */
export async function setUserActive(db: Queryable, userId: number, active: boolean, now: Date): Promise<void> {
  await db.query('UPDATE users SET active = $2, updated_at = $3 WHERE id = $1', [userId, active ? 1 : 0, now]);
  if (!active) {
    await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
      now,
    ]);
  }
}
