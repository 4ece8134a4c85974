import type { Queryable } from '../db.ts';

/** Product types (docs/decisions/0021): window types count for the club card; decor rows for decor users. */
export const PRODUCT_TYPES = [
  { id: 1, slug: 'roof-window', name: 'Roof window', window: true, decor: false, tier: 1 },
  { id: 2, slug: 'flat-roof-window', name: 'Flat roof window', window: true, decor: false, tier: 1 },
  { id: 3, slug: 'flashing', name: 'Flashing', window: false, decor: false, tier: 2 },
  { id: 4, slug: 'interior-blind', name: 'Interior blind', window: false, decor: true, tier: 3 },
  { id: 5, slug: 'exterior-awning', name: 'Exterior awning blind', window: false, decor: true, tier: 3 },
  { id: 6, slug: 'roller-shutter', name: 'Roller shutter', window: false, decor: false, tier: 4 },
  { id: 7, slug: 'installation-kit', name: 'Installation kit', window: false, decor: false, tier: 5 },
  { id: 8, slug: 'sun-tunnel', name: 'Sun tunnel', window: false, decor: false, tier: 5 },
  { id: 9, slug: 'smart-control', name: 'Smart control', window: false, decor: true, tier: 5 },
] as const;

type Slug = (typeof PRODUCT_TYPES)[number]['slug'];

/** Basic points per region (spec section 9); regions without a table of their own get DEFAULT_POINTS. */
const REGION_POINTS: Record<number, Partial<Record<Slug, number>>> = {
  2: {
    flashing: 5,
    'installation-kit': 5,
    'roof-window': 10,
    'flat-roof-window': 10,
    'interior-blind': 10,
    'roller-shutter': 10,
  },
  3: {
    'installation-kit': 5,
    flashing: 10,
    'interior-blind': 10,
    'roller-shutter': 15,
    'roof-window': 20,
    'flat-roof-window': 25,
  },
  4: { flashing: 5, 'interior-blind': 10, 'roof-window': 15, 'installation-kit': 5 },
  5: { 'installation-kit': 1, flashing: 3, 'interior-blind': 5, 'roller-shutter': 5, 'roof-window': 10 },
  6: { flashing: 5, 'interior-blind': 10, 'roof-window': 15 },
  11: { flashing: 5, 'interior-blind': 10, 'roller-shutter': 15, 'roof-window': 20 },
  12: { flashing: 5, 'interior-blind': 10, 'exterior-awning': 10, 'roller-shutter': 15, 'roof-window': 20 },
  13: {
    'installation-kit': 3,
    flashing: 5,
    'interior-blind': 10,
    'exterior-awning': 10,
    'smart-control': 15,
    'roof-window': 20,
  },
  14: { 'roof-window': 7 },
};
const DEFAULT_POINTS: Partial<Record<Slug, number>> = {
  'roof-window': 10,
  'flat-roof-window': 10,
  flashing: 5,
  'interior-blind': 5,
  'exterior-awning': 5,
  'roller-shutter': 5,
  'sun-tunnel': 10,
};

const SIZES: Record<Slug, string[]> = {
  'roof-window': ['CK02 55×78', 'MK04 78×98', 'SK06 114×118', 'PK08 94×140'],
  'flat-roof-window': ['060060', '080080', '100100'],
  flashing: ['EDZ CK02', 'EDW MK04', 'EDS SK06'],
  'interior-blind': ['DKL CK02', 'RFL MK04', 'FHL SK06'],
  'exterior-awning': ['MHL CK02', 'MHL MK04'],
  'roller-shutter': ['SML MK04', 'SSL SK06'],
  'installation-kit': ['BDX MK04', 'BDX SK06'],
  'sun-tunnel': ['TWR 014', 'TWF 014'],
  'smart-control': ['KLF 200', 'KLR 200'],
};
const VARIANTS: Record<Slug, string[]> = {
  'roof-window': ['Pine, white lacquer', 'Polyurethane white', 'Pine, clear lacquer'],
  'flat-roof-window': ['Dome, clear', 'Flat glass'],
  flashing: ['Grey aluminium', 'Brown aluminium'],
  'interior-blind': ['Blackout, dark blue', 'Roller, beige', 'Pleated, white'],
  'exterior-awning': ['Mesh, black', 'Mesh, sand'],
  'roller-shutter': ['Solar, grey', 'Electric, grey'],
  'installation-kit': ['Insulation collar'],
  'sun-tunnel': ['Rigid', 'Flexible'],
  'smart-control': ['Interface', 'Remote'],
};

/**
 * Serials never registered by the seed. RW-TEST-0001…0020 are reserved for the browser tests:
 * 0001-0010 roof windows, 0011-0014 flashings, 0015-0016 interior blinds, 0017-0018 roller shutters,
 * 0019 installation kit, 0020 flat roof window. RW-DEMO-0001…0100 are free for manual tries and API tests
 * (they cycle through all nine types in PRODUCT_TYPES order: 0001 roof window, 0002 flat roof window, …).
 */
export const TEST_SERIAL_TYPES: Slug[] = [
  ...Array<Slug>(10).fill('roof-window'),
  ...Array<Slug>(4).fill('flashing'),
  ...Array<Slug>(2).fill('interior-blind'),
  ...Array<Slug>(2).fill('roller-shutter'),
  'installation-kit',
  'flat-roof-window',
];

const pad = (n: number) => String(n).padStart(4, '0');

export function productRow(serial: string, slug: Slug, i: number): [string, number, string, string] {
  const type = PRODUCT_TYPES.find((t) => t.slug === slug)!;
  return [serial, type.id, SIZES[slug][i % SIZES[slug].length]!, VARIANTS[slug][i % VARIANTS[slug].length]!];
}

async function insertProducts(tx: Queryable, rows: [string, number, string, string][]): Promise<void> {
  const values = rows.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`).join(', ');
  await tx.query(`INSERT INTO products (serial_number, product_type_id, size, variant) VALUES ${values}`, rows.flat());
}

export async function seedProductRegistry(tx: Queryable): Promise<void> {
  for (const t of PRODUCT_TYPES) {
    await tx.query(
      'INSERT INTO product_types (id, slug, name, is_window, decor, tier_category, position) VALUES ($1, $2, $3, $4, $5, $6, $1)',
      [t.id, t.slug, t.name, t.window, t.decor, t.tier],
    );
  }
  const regions = await tx.query<{ id: number }>('SELECT id FROM regions ORDER BY id');
  for (const { id } of regions) {
    for (const [slug, points] of Object.entries(REGION_POINTS[id] ?? DEFAULT_POINTS)) {
      const type = PRODUCT_TYPES.find((t) => t.slug === slug)!;
      await tx.query('INSERT INTO product_type_points (region_id, product_type_id, points) VALUES ($1, $2, $3)', [
        id,
        type.id,
        points,
      ]);
    }
  }
}

/** The demo's product serials: RW-TEST-* for the browser journeys, RW-DEMO-* free to try. */
export async function seedDemoSerials(tx: Queryable): Promise<void> {
  await insertProducts(
    tx,
    TEST_SERIAL_TYPES.map((slug, i) => productRow(`RW-TEST-${pad(i + 1)}`, slug, i)),
  );
  await insertProducts(
    tx,
    Array.from({ length: 100 }, (_, i) => productRow(`RW-DEMO-${pad(i + 1)}`, PRODUCT_TYPES[i % 9]!.slug, i)),
  );
}

/** The project survey: every question must be answered to finish a project. */
export const PROJECT_SURVEY_QUESTIONS = [
  {
    id: 1,
    question: 'What kind of job was this?',
    answers: ['New build', 'Renovation', 'Replacement of old windows'],
  },
  { id: 2, question: 'Who chose the products?', answers: ['The customer', 'I recommended them', 'An architect'] },
  { id: 3, question: 'How satisfied was the customer?', answers: ['Very satisfied', 'Satisfied', 'Not satisfied'] },
];

export async function seedProjectSurvey(tx: Queryable): Promise<void> {
  for (const [position, q] of PROJECT_SURVEY_QUESTIONS.entries()) {
    await tx.query('INSERT INTO project_survey_questions (id, position, question, answers) VALUES ($1, $2, $3, $4)', [
      q.id,
      position,
      q.question,
      JSON.stringify(q.answers.map((text, i) => ({ id: q.id * 10 + i + 1, text }))),
    ]);
  }
}
