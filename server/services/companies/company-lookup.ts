import type { Queryable } from '#server/db/db.ts';

/** Small lookups of one company row by the id forms the calls carry (uuid in paths, numeric id in tokens). */

/** A company's numeric id by uuid, or undefined. */
export async function companyIdByUuid(db: Queryable, uuid: string): Promise<number | undefined> {
  const [company] = await db.query<{ id: number }>('SELECT id FROM companies WHERE uuid = $1', [uuid]);
  return company?.id;
}

/** A company's uuid by numeric id, or undefined. */
export async function companyUuidOf(db: Queryable, companyId: number): Promise<string | undefined> {
  const [company] = await db.query<{ uuid: string }>('SELECT uuid FROM companies WHERE id = $1', [companyId]);
  return company?.uuid;
}

/** Whether this uuid names the company with this numeric id (the caller's own company). */
export async function isCompanyUuid(db: Queryable, uuid: string, companyId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM companies WHERE uuid = $1 AND id = $2', [uuid, companyId]);
  return rows.length > 0;
}

/**
 * The caller's own company when `ref` names it, by numeric id or by uuid, with its region and decor flag;
 * undefined for any other company (or a malformed reference that names none).
 */
export async function ownCompanyByRef(
  db: Queryable,
  companyId: number,
  ref: string,
): Promise<{ id: number; region_id: number; is_decor: boolean } | undefined> {
  const byId = /^\d+$/.test(ref);
  const [company] = await db.query<{ id: number; region_id: number; is_decor: boolean }>(
    `SELECT id, region_id, is_decor FROM companies WHERE id = $1 AND ${byId ? 'id = $2::int' : 'uuid = $2::uuid'}`,
    [companyId, ref],
  );
  return company;
}
