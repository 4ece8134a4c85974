import type { SettingLanguage } from '#contract/staff-settings.ts';
import type { Queryable } from '#server/db/db.ts';
import { companyTypeKey, tierKey, writeSettingTexts } from '../settings/setting-texts.ts';
import { type CompanyTypeInput, updateCompanyType } from './region-settings.ts';

/**
 * The region settings' lists staff shape (decision 0291): a tier's name per language, the behaviours' order, and
 * company types added and deleted.
 */

type Texts = Partial<Record<SettingLanguage, string | undefined>>;

/** Sets a tier's English name (its row) and its own names in the other languages. */
export async function setTierNames(db: Queryable, id: number, names: Texts): Promise<void> {
  await db.query('UPDATE tier_definitions SET name = $2 WHERE id = $1', [id, names.en ?? '']);
  await writeSettingTexts(db, 'tier_name', tierKey(id), names);
}

/** The region's behaviours by uuid, in their order. */
export async function behaviourOrder(db: Queryable, regionId: number): Promise<string[]> {
  const rows = await db.query<{ uuid: string }>(
    'SELECT uuid::text AS uuid FROM behaviours WHERE region_id = $1 ORDER BY position, id',
    [regionId],
  );
  return rows.map((r) => r.uuid);
}

/** Why an order is refused (field `uuids`), or null: it must name every behaviour of the region exactly once. */
export function orderProblem(current: readonly string[], sent: readonly string[]): string | null {
  const known = new Set(current);
  const seen = new Set<string>();
  for (const uuid of sent) {
    if (!known.has(uuid)) return 'One of the behaviours is not the region’s.';
    if (seen.has(uuid)) return 'A behaviour is in the list twice.';
    seen.add(uuid);
  }
  return seen.size === known.size ? null : 'Send every behaviour of the region.';
}

/** Numbers the behaviours 1… in the order given (the welcome behaviour may have had 0 or less). */
export async function setBehaviourOrder(db: Queryable, regionId: number, uuids: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE behaviours b SET position = o.position
       FROM unnest($2::uuid[]) WITH ORDINALITY AS o(uuid, position)
      WHERE b.region_id = $1 AND b.uuid = o.uuid`,
    [regionId, uuids],
  );
}

/** Adds a company type at the end of the region's list; answers its id. */
export async function createCompanyType(db: Queryable, regionId: number, input: CompanyTypeInput): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO company_types (region_id, name, position)
     VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM company_types WHERE region_id = $1))
     RETURNING id`,
    [regionId, input.name.en ?? ''],
  );
  await updateCompanyType(db, row!.id, input);
  return row!.id;
}

/** How many companies have the company type (they keep it: such a type is not deleted). */
export async function companiesOfType(db: Queryable, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies WHERE company_type_id = $1', [
    id,
  ]);
  return row?.n ?? 0;
}

/** Deletes a company type no company has, with its own texts. */
export async function deleteCompanyType(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM company_types WHERE id = $1', [id]);
  await db.query(
    `DELETE FROM seeded_translations WHERE kind IN ('company_type', 'company_type_text') AND key = ANY($1::text[])`,
    [[companyTypeKey(id), companyTypeKey(id, 'disclaimer'), companyTypeKey(id, 'declaration')]],
  );
}
