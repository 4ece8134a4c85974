import type { Logger } from '#server/log.ts';
import type { Db, Queryable } from '../db.ts';
import { DEMO_COMPANIES } from './demo-accounts.ts';
import { seedClubRules, seedContent } from './seed-content.ts';
import { seedDemoProjects } from './seed-projects-demo.ts';
import { seedDemoSerials, seedProductRegistry, seedProjectSurvey } from './seed-projects-registry.ts';
import { seedReferenceData } from './seed-reference-data.ts';
import { seedRegistration } from './seed-registration.ts';
import { seedMarketingServices, seedShop } from './seed-shop.ts';
import { seedDemoStaff } from './seed-staff.ts';
import { seedSupport } from './seed-support.ts';
import { seedTeam } from './seed-team.ts';
import { seedTiers } from './seed-tiers.ts';

export interface SeedOptions {
  /** The demo accounts, serials, catalogue, content, projects and orders too: development and test only. */
  demo: boolean;
  /** Says what was seeded. */
  logger?: Logger;
}

/** An e-mail only the demo has: its presence says the demo was seeded. */
export const DEMO_MARKER_EMAIL = 'owner.pl@example.com';

/**
 * Seeds an empty database (no regions yet) with the club's rules every environment needs (languages, regions and
 * their settings, company types, behaviours, certificates, product types and basic points, tiers, the project
 * survey, print services) and, when asked, the demo. Production asks only for the rules (decision 0264): its
 * accounts, products and content come from the club, never from here. Answers whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7313002)');
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM regions');
    if (row && row.n > 0) return false;
    await seedClubBase(tx);
    options.logger?.info({ component: 'db' }, 'seeded the club rules');
    if (options.demo) {
      await seedDemoData(tx);
      options.logger?.info({ component: 'db' }, 'seeded demo data');
    }
    return true;
  });
}

/**
 * The demo on a database that has the club rules but no demo yet (npm run seed:demo); answers whether it seeded.
 * `staff`: the demo's staff accounts too (decision 0276); never on a production database, whatever is asked.
 */
export async function seedDemo(db: Db, options: { staff: boolean } = { staff: true }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7313002)');
    const [regions] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM regions');
    if (!regions || regions.n === 0) await seedClubBase(tx);
    const present = await tx.query('SELECT 1 FROM users WHERE email = $1', [DEMO_MARKER_EMAIL]);
    if (present.length > 0) return false;
    await seedDemoData(tx, options.staff);
    return true;
  });
}

async function seedClubBase(tx: Queryable): Promise<void> {
  await seedReferenceData(tx);
  await seedClubRules(tx);
  await seedProductRegistry(tx);
  await seedProjectSurvey(tx);
  await seedTiers(tx);
  await seedMarketingServices(tx);
}

async function seedDemoData(tx: Queryable, staff = true): Promise<void> {
  await seedDemoAccounts(tx);
  await seedTeam(tx);
  await seedContent(tx);
  await seedRegistration(tx);
  await seedDemoSerials(tx);
  await seedDemoProjects(tx, new Date());
  await seedShop(tx);
  // Last: its notifications link the seeded orders and projects.
  await seedSupport(tx);
  if (staff) await seedDemoStaff(tx);
}

async function seedDemoAccounts(tx: Queryable): Promise<void> {
  for (const c of DEMO_COMPANIES) {
    const [region] = await tx.query<{ id: number }>('SELECT id FROM regions WHERE slug = $1', [c.region]);
    if (!region) throw new Error(`Unknown seed region ${c.region}`);
    const types = await tx.query<{ id: number }>(
      'SELECT id FROM company_types WHERE region_id = $1 ORDER BY position',
      [region.id],
    );
    const companyType = c.companyType === null ? null : (types[c.companyType]?.id ?? null);
    const [company] = await tx.query<{ id: number }>(
      `INSERT INTO companies (region_id, name, address, house_number, city, postal_code, registration_number,
         registration_number_2, company_type_id, survey, is_decor, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
      [
        region.id,
        c.name,
        c.address,
        c.houseNumber,
        c.city,
        c.postalCode,
        c.registrationNumber,
        c.registrationNumber2,
        companyType,
        c.survey === null ? null : JSON.stringify(c.survey),
        c.isDecor,
        c.createdAt,
      ],
    );
    let ownerId: number | undefined;
    for (const p of c.people) {
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (company_id, region_id, language_id, role, name, surname, email, phone, email_consent,
           phone_consent, options, is_decor_installer, verified_email_at, created_at, updated_at)
         VALUES ($1, $2, (SELECT id FROM languages WHERE code = $3), $4, $5, $6, $7, $8, $9, $10, $11, $12, $14, $13, $13)
         RETURNING id`,
        [
          company!.id,
          region.id,
          p.language,
          p.role,
          p.name,
          p.surname,
          p.email,
          p.phone,
          p.emailConsent,
          p.phoneConsent,
          // The expiring-points reminder counts as seen at seeding (it comes again 6 months later).
          JSON.stringify({ ...p.options, expPtsSeen: new Date().toISOString() }),
          p.role === 7 || p.role === 8,
          p.createdAt,
          p.emailVerified === false ? null : p.createdAt,
        ],
      );
      ownerId ??= user!.id;
    }
    for (const entry of c.ledger) {
      await tx.query(
        `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, created_at)
         VALUES ($1, $2, $3, 'positive', $4, $5)`,
        [company!.id, ownerId, entry.reason, entry.points, entry.createdAt],
      );
    }
  }
}
