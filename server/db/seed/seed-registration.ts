import { searchForm } from '#server/services/providers/streets/search-form.ts';
import type { Queryable } from '../db.ts';
import { REGIONS } from './reference-data.ts';
import { DEMO_INVITE_CODES, STREETS } from './seed-registration-streets.ts';

/**
 * Registration data: the sandbox's streets, the demo companies' invite codes, and legacy2.sk, a second
 * legacy Slovak owner whose browser journey declines the terms (legacy.sk walks the steps to the end).
 */
export async function seedRegistration(tx: Queryable): Promise<void> {
  for (const region of REGIONS) {
    for (const [name, city, postalCode] of STREETS[region.slug] ?? []) {
      await tx.query(
        `INSERT INTO streets (region_id, language, name, search, city, postal_code) VALUES ($1, $2, $3, $4, $5, $6)`,
        [region.id, region.language, name, searchForm(name), city, postalCode],
      );
    }
  }
  for (const [email, code] of Object.entries(DEMO_INVITE_CODES)) {
    await tx.query('UPDATE companies SET invite_code = $2 WHERE id = (SELECT company_id FROM users WHERE email = $1)', [
      email,
      code,
    ]);
  }
  await seedSecondLegacyOwner(tx);
}

async function seedSecondLegacyOwner(tx: Queryable): Promise<void> {
  const [company] = await tx.query<{ id: number }>(
    `INSERT INTO companies (region_id, name, address, house_number, city, postal_code, invite_code, created_at, updated_at)
     VALUES (12, 'Kováč Strechy s.r.o.', 'Hlavná ulica', '8', 'Košice', '040 01', 'SKSTRE02', $1, $1) RETURNING id`,
    ['2023-05-02T09:00:00Z'],
  );
  const [user] = await tx.query<{ id: number }>(
    `INSERT INTO users (company_id, region_id, language_id, role, name, surname, email, phone, options,
       created_at, updated_at)
     VALUES ($1, 12, 11, 3, 'Peter', 'Kováč', 'legacy2.sk@example.com', '+421901000002', '{}', $2, $2) RETURNING id`,
    [company!.id, '2023-05-02T09:00:00Z'],
  );
  await tx.query(
    `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, created_at)
     VALUES ($1, $2, 'Welcome points', 'positive', 25, $3)`,
    [company!.id, user!.id, '2023-05-02T09:05:00Z'],
  );
}
