import type { Queryable } from '../db.ts';

/** The demo's staff (decision 0276), development and test only: never seeded into a production database. */
export const DEMO_STAFF = [
  { email: 'admin@club.example', name: 'Ada Admin', role: 'admin' },
  { email: 'support@club.example', name: 'Sam Support', role: 'support' },
] as const;

export async function seedDemoStaff(tx: Queryable): Promise<void> {
  for (const member of DEMO_STAFF) {
    await tx.query(
      `INSERT INTO staff_members (email, name, role, created_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (lower(email)) DO NOTHING`,
      [member.email, member.name, member.role],
    );
  }
}
