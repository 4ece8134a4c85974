import type {
  RegionSettingsView,
  SettingLanguage,
  SettingsBehaviour,
  SettingsCompanyType,
  SettingsTier,
} from '#contract/staff-settings.ts';
import type { Queryable } from '#server/db/db.ts';
import { resetWindow } from '#server/services/tiers/tier-read.ts';
import {
  behaviourKey,
  companyTypeKey,
  readSettingTexts,
  type TextSource,
  tierKey,
  writeSettingTexts,
} from '../settings/setting-texts.ts';
import type { BracketDraft } from './region-settings-brackets.ts';

/** The behaviour whose points a new company earns (decision 0264); the spec's default applies without one. */
export const WELCOME_SLUG = 'welcome-points';

type Texts = Partial<Record<SettingLanguage, string | undefined>>;

export interface SettingsRegionRow {
  id: number;
  slug: string;
  name: string;
  registration: boolean;
  language: string;
}

export async function settingsRegions(db: Queryable): Promise<SettingsRegionRow[]> {
  return db.query<SettingsRegionRow>(
    `SELECT r.id, r.slug, r.name, r.registration, l.code AS language
       FROM regions r JOIN languages l ON l.id = r.language_id ORDER BY r.id`,
  );
}

/** Every setting of a region as the editor shows it; null for a region the club does not have. */
export async function regionSettingsView(
  db: Queryable,
  regionId: number,
  now: Date,
): Promise<RegionSettingsView | null> {
  const [region] = await db.query<SettingsRegionRow & { min_order_points: number; employee_limit: number | null }>(
    `SELECT r.id, r.slug, r.name, r.registration, l.code AS language, s.min_order_points, s.employee_limit
       FROM regions r JOIN languages l ON l.id = r.language_id JOIN regional_settings s ON s.region_id = r.id
      WHERE r.id = $1`,
    [regionId],
  );
  if (!region) return null;
  const [behaviours, tiers, basic, types] = await Promise.all([
    db.query<{
      uuid: string;
      slug: string;
      icon: string;
      points: number;
      active: boolean;
      name: string;
      description: string;
    }>(
      `SELECT uuid::text AS uuid, slug, icon, points, active, name, description
         FROM behaviours WHERE region_id = $1 ORDER BY position, id`,
      [regionId],
    ),
    db.query<{
      id: number;
      tier_category: number;
      name: string;
      reset_month: number;
      reset_day: number;
      brackets: SettingsTier['brackets'];
    }>(
      `SELECT d.id, d.tier_category, d.name, d.reset_month, d.reset_day,
              coalesce(json_agg(json_build_object('level', b.level, 'points', b.points, 'from', b.progress_from,
                'to', b.progress_to) ORDER BY b.level) FILTER (WHERE b.id IS NOT NULL), '[]') AS brackets
         FROM tier_definitions d LEFT JOIN tier_brackets b ON b.tier_definition_id = d.id
        WHERE d.region_id = $1 GROUP BY d.id ORDER BY d.tier_category`,
      [regionId],
    ),
    db.query<{ product_type_id: number; slug: string; name: string; decor: boolean; points: number | null }>(
      `SELECT t.id AS product_type_id, t.slug, t.name, t.decor, pp.points
         FROM product_types t LEFT JOIN product_type_points pp ON pp.product_type_id = t.id AND pp.region_id = $1
        ORDER BY t.position, t.id`,
      [regionId],
    ),
    db.query<{
      id: number;
      name: string;
      disclaimer_state: 0 | 2;
      declaration_state: 0 | 2;
      disclaimer: string;
      declaration: string;
    }>(
      `SELECT id, name, disclaimer_state, declaration_state, disclaimer, declaration
         FROM company_types WHERE region_id = $1 ORDER BY position, id`,
      [regionId],
    ),
  ]);
  const sources: TextSource[] = [
    ...behaviours.flatMap((b): TextSource[] => [
      { kind: 'behaviour_name', rowKey: behaviourKey(b.uuid), sharedKey: b.slug, english: b.name },
      { kind: 'behaviour_description', rowKey: behaviourKey(b.uuid), sharedKey: b.slug, english: b.description },
    ]),
    ...types.flatMap((t): TextSource[] => [
      { kind: 'company_type', rowKey: companyTypeKey(t.id), sharedKey: t.name, english: t.name },
      {
        kind: 'company_type_text',
        rowKey: companyTypeKey(t.id, 'disclaimer'),
        sharedKey: t.disclaimer,
        english: t.disclaimer,
      },
      {
        kind: 'company_type_text',
        rowKey: companyTypeKey(t.id, 'declaration'),
        sharedKey: t.declaration,
        english: t.declaration,
      },
    ]),
    ...tiers.map((d): TextSource => ({ kind: 'tier_name', rowKey: tierKey(d.id), sharedKey: d.name, english: d.name })),
  ];
  const texts = await readSettingTexts(db, sources);
  let at = 0;
  const next = () => texts[at++]!;
  const behaviourViews: SettingsBehaviour[] = behaviours.map((b) => ({
    uuid: b.uuid,
    slug: b.slug,
    icon: b.icon,
    points: b.points,
    active: b.active,
    name: next(),
    description: next(),
  }));
  const typeViews: SettingsCompanyType[] = types.map((t) => ({
    id: t.id,
    disclaimer_state: t.disclaimer_state,
    declaration_state: t.declaration_state,
    name: next(),
    disclaimer: next(),
    declaration: next(),
  }));
  const welcome = behaviours.find((b) => b.slug === WELCOME_SLUG && b.active);
  return {
    region: { id: region.id, slug: region.slug, name: region.name, language: region.language },
    general: {
      min_order_points: region.min_order_points,
      employee_limit: region.employee_limit,
      welcome_points: welcome ? welcome.points : null,
    },
    behaviours: behaviourViews,
    tiers: tiers.map((d) => ({
      id: d.id,
      tier_category: d.tier_category,
      name: d.name,
      names: next(),
      reset: { month: d.reset_month, day: d.reset_day },
      reset_at: resetWindow(now, d.reset_month, d.reset_day).end.toISOString(),
      brackets: d.brackets,
    })),
    basic_points: basic,
    company_types: typeViews,
  };
}

export interface GeneralSettings {
  min_order_points: number;
  employee_limit: number | null;
  welcome_points: number | null;
}

/** The minimum order, employee limit and welcome points before the change (for the audit line). */
export async function generalSettings(db: Queryable, regionId: number): Promise<GeneralSettings | null> {
  const [row] = await db.query<GeneralSettings>(
    `SELECT s.min_order_points, s.employee_limit,
       (SELECT b.points FROM behaviours b WHERE b.region_id = s.region_id AND b.slug = $2 AND b.active) AS welcome_points
       FROM regional_settings s WHERE s.region_id = $1`,
    [regionId, WELCOME_SLUG],
  );
  return row ?? null;
}

/** Sets them; a region without a welcome behaviour gets one (first in its list), an inactive one is shown again. */
export async function setGeneralSettings(
  db: Queryable,
  regionId: number,
  next: { min_order_points: number; employee_limit: number | null; welcome_points: number },
): Promise<void> {
  await db.query('UPDATE regional_settings SET min_order_points = $2, employee_limit = $3 WHERE region_id = $1', [
    regionId,
    next.min_order_points,
    next.employee_limit,
  ]);
  const updated = await db.query(
    'UPDATE behaviours SET points = $3, active = true WHERE region_id = $1 AND slug = $2 RETURNING id',
    [regionId, WELCOME_SLUG, next.welcome_points],
  );
  if (updated.length === 0) {
    await db.query(
      `INSERT INTO behaviours (region_id, slug, name, description, icon, points, position)
       VALUES ($1, $2, 'Welcome points', 'Points for joining the club.', 'gift', $3,
         (SELECT coalesce(min(position), 1) - 1 FROM behaviours WHERE region_id = $1))`,
      [regionId, WELCOME_SLUG, next.welcome_points],
    );
  }
}

export interface BehaviourInput {
  name: Texts;
  description: Texts;
  icon: string;
  points: number;
  active: boolean;
}

export async function findBehaviour(db: Queryable, regionId: number, uuid: string) {
  const [row] = await db.query<{
    id: number;
    uuid: string;
    slug: string;
    name: string;
    points: number;
    active: boolean;
  }>('SELECT id, uuid::text AS uuid, slug, name, points, active FROM behaviours WHERE region_id = $1 AND uuid = $2', [
    regionId,
    uuid,
  ]);
  return row ?? null;
}

export async function updateBehaviour(db: Queryable, id: number, uuid: string, input: BehaviourInput): Promise<void> {
  await db.query(
    'UPDATE behaviours SET name = $2, description = $3, icon = $4, points = $5, active = $6 WHERE id = $1',
    [id, input.name.en ?? '', input.description.en ?? '', input.icon, input.points, input.active],
  );
  await writeSettingTexts(db, 'behaviour_name', behaviourKey(uuid), input.name);
  await writeSettingTexts(db, 'behaviour_description', behaviourKey(uuid), input.description);
}

const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'behaviour';

/** Adds a behaviour at the end of the region's list; answers its uuid and slug (from the English name, unique). */
export async function createBehaviour(
  db: Queryable,
  regionId: number,
  input: BehaviourInput,
): Promise<{ uuid: string; slug: string }> {
  const base = slugOf(input.name.en ?? '');
  const taken = new Set(
    (
      await db.query<{ slug: string }>('SELECT slug FROM behaviours WHERE region_id = $1 AND slug LIKE $2', [
        regionId,
        `${base}%`,
      ])
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  const [row] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO behaviours (region_id, slug, name, description, icon, points, active, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT coalesce(max(position), 0) + 1 FROM behaviours WHERE region_id = $1))
     RETURNING id, uuid::text AS uuid`,
    [regionId, slug, input.name.en ?? '', input.description.en ?? '', input.icon, input.points, input.active],
  );
  await writeSettingTexts(db, 'behaviour_name', behaviourKey(row!.uuid), input.name);
  await writeSettingTexts(db, 'behaviour_description', behaviourKey(row!.uuid), input.description);
  return { uuid: row!.uuid, slug };
}

export async function findTier(db: Queryable, regionId: number, id: number) {
  const [row] = await db.query<{
    id: number;
    tier_category: number;
    name: string;
    reset_month: number;
    reset_day: number;
    brackets: BracketDraft[];
  }>(
    `SELECT d.id, d.tier_category, d.name, d.reset_month, d.reset_day,
            coalesce(json_agg(json_build_object('points', b.points, 'from', b.progress_from, 'to', b.progress_to)
              ORDER BY b.level) FILTER (WHERE b.id IS NOT NULL), '[]') AS brackets
       FROM tier_definitions d LEFT JOIN tier_brackets b ON b.tier_definition_id = d.id
      WHERE d.region_id = $1 AND d.id = $2 GROUP BY d.id`,
    [regionId, id],
  );
  return row ?? null;
}

/** Replaces a tier's brackets (levels 1… in the order given) and sets its reset day. */
export async function setTier(
  db: Queryable,
  id: number,
  reset: { month: number; day: number },
  brackets: readonly BracketDraft[],
): Promise<void> {
  await db.query('UPDATE tier_definitions SET reset_month = $2, reset_day = $3 WHERE id = $1', [
    id,
    reset.month,
    reset.day,
  ]);
  await db.query('DELETE FROM tier_brackets WHERE tier_definition_id = $1', [id]);
  for (const [i, b] of brackets.entries()) {
    await db.query(
      `INSERT INTO tier_brackets (tier_definition_id, level, points, progress_from, progress_to)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, i + 1, b.points, b.from, b.to],
    );
  }
}

/** The region's basic points per product type id (types without a row earn none). */
export async function basicPointsOf(db: Queryable, regionId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ product_type_id: number; points: number }>(
    'SELECT product_type_id, points FROM product_type_points WHERE region_id = $1',
    [regionId],
  );
  return new Map(rows.map((r) => [r.product_type_id, r.points]));
}

export async function productTypeIds(db: Queryable): Promise<Set<number>> {
  return new Set((await db.query<{ id: number }>('SELECT id FROM product_types')).map((r) => r.id));
}

export async function setBasicPoints(
  db: Queryable,
  regionId: number,
  points: readonly { product_type_id: number; points: number | null }[],
): Promise<void> {
  for (const p of points) {
    if (p.points === null) {
      await db.query('DELETE FROM product_type_points WHERE region_id = $1 AND product_type_id = $2', [
        regionId,
        p.product_type_id,
      ]);
    } else {
      await db.query(
        `INSERT INTO product_type_points (region_id, product_type_id, points) VALUES ($1, $2, $3)
         ON CONFLICT (region_id, product_type_id) DO UPDATE SET points = EXCLUDED.points`,
        [regionId, p.product_type_id, p.points],
      );
    }
  }
}

export async function findCompanyType(db: Queryable, regionId: number, id: number) {
  const [row] = await db.query<{ id: number; name: string; disclaimer_state: number; declaration_state: number }>(
    'SELECT id, name, disclaimer_state, declaration_state FROM company_types WHERE region_id = $1 AND id = $2',
    [regionId, id],
  );
  return row ?? null;
}

export interface CompanyTypeInput {
  name: Texts;
  disclaimer_state: 0 | 2;
  declaration_state: 0 | 2;
  disclaimer: Texts;
  declaration: Texts;
}

export async function updateCompanyType(db: Queryable, id: number, input: CompanyTypeInput): Promise<void> {
  await db.query(
    `UPDATE company_types SET name = $2, disclaimer_state = $3, declaration_state = $4, disclaimer = $5, declaration = $6
      WHERE id = $1`,
    [
      id,
      input.name.en ?? '',
      input.disclaimer_state,
      input.declaration_state,
      input.disclaimer.en ?? '',
      input.declaration.en ?? '',
    ],
  );
  await writeSettingTexts(db, 'company_type', companyTypeKey(id), input.name);
  await writeSettingTexts(db, 'company_type_text', companyTypeKey(id, 'disclaimer'), input.disclaimer);
  await writeSettingTexts(db, 'company_type_text', companyTypeKey(id, 'declaration'), input.declaration);
}
