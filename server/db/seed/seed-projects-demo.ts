import { randomUUID } from 'node:crypto';
import { expireCompanyPoints } from '#server/services/points/points-expiry.ts';
import { projectDeadline } from '#server/services/projects/project-rules.ts';
import type { Queryable } from '../db.ts';
import { type PRODUCT_TYPES, productRow } from './seed-projects-registry.ts';

const DAY = 86_400_000;
type Slug = (typeof PRODUCT_TYPES)[number]['slug'];

interface DemoProject {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  daysAgo: number;
  status: 1 | 2 | 3;
  /** The types of its products, registered a day after creation. */
  products: Slug[];
  /** Created (and credited) by this team member instead of the owner. */
  by?: string;
}

/** PL balance 1,200 is checked by browser tests; the seed tops up or trims to keep it (see below). */
export const PL_BALANCE = 1200;

const PROJECTS: Record<string, { prefix: string; projects: DemoProject[] }> = {
  'owner.pl@example.com': {
    prefix: 'RW-PL',
    projects: [
      {
        name: 'Dom Nowaków',
        street: 'ul. Lipowa 12',
        city: 'Kraków',
        postalCode: '30-001',
        daysAgo: 20,
        status: 1,
        products: ['roof-window', 'flashing', 'roof-window'],
      },
      {
        name: '',
        street: 'ul. Słoneczna 4',
        city: 'Wieliczka',
        postalCode: '32-020',
        daysAgo: 75,
        status: 1,
        products: ['roof-window', 'interior-blind'],
      },
      {
        name: 'Poddasze Kwiatowa',
        street: 'ul. Kwiatowa 8',
        city: 'Kraków',
        postalCode: '31-000',
        daysAgo: 60,
        status: 2,
        products: ['roof-window', 'roof-window', 'flashing', 'roller-shutter'],
        by: 'member.pl@example.com',
      },
      {
        name: '',
        street: 'ul. Ogrodowa 3',
        city: 'Skawina',
        postalCode: '32-050',
        daysAgo: 120,
        status: 3,
        products: ['flashing'],
      },
    ],
  },
  'owner.ro@example.com': {
    prefix: 'RW-RO',
    projects: [
      {
        name: '',
        street: 'Strada Florilor 7',
        city: 'Cluj-Napoca',
        postalCode: '400000',
        daysAgo: 10,
        status: 1,
        products: ['roof-window'],
      },
      {
        name: 'Casa Ionescu',
        street: 'Strada Mare 21',
        city: 'Brașov',
        postalCode: '500000',
        daysAgo: 50,
        status: 2,
        products: ['roof-window', 'flashing'],
      },
    ],
  },
  'decor.cz@example.com': {
    prefix: 'RW-CZ',
    projects: [
      {
        name: '',
        street: 'Vinohradská 15',
        city: 'Praha',
        postalCode: '120 00',
        daysAgo: 8,
        status: 1,
        products: ['interior-blind', 'exterior-awning'],
      },
      {
        name: 'Podkroví Brno',
        street: 'Masarykova 3',
        city: 'Brno',
        postalCode: '602 00',
        daysAgo: 40,
        status: 2,
        products: ['interior-blind', 'smart-control'],
      },
    ],
  },
};

/** Answers of a closed demo project: the first answer to every seeded question. */
const CLOSED_SURVEY = [11, 21, 31].map((answer) => ({
  question_id: Math.floor(answer / 10),
  answer_id: answer,
  uuid: randomUUID(),
}));

async function seedProject(
  tx: Queryable,
  owner: { id: number; company_id: number; region_id: number },
  p: DemoProject,
  serials: string[],
  now: Date,
) {
  if (p.by) {
    const [member] = await tx.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [p.by]);
    if (member) owner = { ...owner, id: member.id };
  }
  const created = new Date(now.getTime() - p.daysAgo * DAY);
  const closed = new Date(created.getTime() + 20 * DAY);
  const [project] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO projects (company_id, user_id, name, street_name, city, postal_code, status, survey, deadline_at, status_changed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, uuid`,
    [
      owner.company_id,
      owner.id,
      p.name,
      p.street,
      p.city,
      p.postalCode,
      p.status,
      JSON.stringify(p.status === 2 ? CLOSED_SURVEY : []),
      projectDeadline(created),
      p.status === 1 ? created : closed,
      created,
    ],
  );
  let credited = 0;
  for (const [i, slug] of p.products.entries()) {
    const [serial, typeId, size, variant] = productRow(serials[i]!, slug, i);
    const [product] = await tx.query<{ id: number }>(
      'INSERT INTO products (serial_number, product_type_id, size, variant) VALUES ($1, $2, $3, $4) RETURNING id',
      [serial, typeId, size, variant],
    );
    const [pts] = await tx.query<{ points: number }>(
      'SELECT points FROM product_type_points WHERE region_id = $1 AND product_type_id = $2',
      [owner.region_id, typeId],
    );
    credited += pts?.points ?? 0;
    await tx.query(
      `INSERT INTO scans (uuid, project_id, company_id, user_id, product_id, points, flag, created_at) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)`,
      [
        randomUUID(),
        project!.id,
        owner.company_id,
        owner.id,
        product!.id,
        pts?.points ?? 0,
        new Date(created.getTime() + DAY + i * 60_000),
      ],
    );
  }
  if (p.status === 2) {
    await tx.query('UPDATE projects SET credited_points = $2 WHERE id = $1', [project!.id, credited]);
    await tx.query(
      `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, options, created_at) VALUES ($1, $2, 'Survey', 'positive', $3, $4, $5)`,
      [
        owner.company_id,
        owner.id,
        credited,
        JSON.stringify({ project: { uuid: project!.uuid, id: project!.id } }),
        closed,
      ],
    );
  }
}

/**
 * Demo projects with scans for PL, RO and CZ; then every demo company's ledger is brought up to date with the
 * expiry rule as of this year's 1 January (so the scheduler finds nothing due), and PL is kept at 1,200.
 */
export async function seedDemoProjects(tx: Queryable, now: Date = new Date()): Promise<void> {
  for (const [email, { prefix, projects }] of Object.entries(PROJECTS)) {
    const [owner] = await tx.query<{ id: number; company_id: number; region_id: number }>(
      'SELECT u.id, u.company_id, c.region_id FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = $1',
      [email],
    );
    if (!owner) continue;
    let n = 0;
    for (const p of projects) {
      const serials = p.products.map(() => `${prefix}-${String(++n).padStart(4, '0')}`);
      await seedProject(tx, owner, p, serials, now);
    }
  }
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const companies = await tx.query<{ id: number }>('SELECT DISTINCT company_id AS id FROM points_ledger ORDER BY 1');
  for (const { id } of companies) await expireCompanyPoints(tx, id, yearStart);
  await keepPlBalance(tx, now);
}

/** The expiry above and the closed project's credit move PL's balance; one honest row restores 1,200. */
async function keepPlBalance(tx: Queryable, now: Date): Promise<void> {
  const [pl] = await tx.query<{ company_id: number; balance: number }>(
    `SELECT u.company_id, coalesce((SELECT sum(points) FROM points_ledger l WHERE l.company_id = u.company_id), 0)::int AS balance
       FROM users u WHERE u.email = 'owner.pl@example.com'`,
  );
  if (!pl || pl.balance === PL_BALANCE) return;
  const gap = PL_BALANCE - pl.balance;
  await tx.query(
    `INSERT INTO points_ledger (company_id, reason, variation, points, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      pl.company_id,
      gap > 0 ? 'Loyalty bonus' : 'Points adjustment',
      gap > 0 ? 'positive' : 'negative',
      gap,
      new Date(now.getTime() - 5 * DAY),
    ],
  );
}
