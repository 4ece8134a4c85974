import type { Queryable } from '#server/db/db.ts';

export interface Capacity {
  /** Installers (non-owners) the region allows; null = unlimited. */
  limit: number | null;
  installers: number;
}

/** The region's employee limit counts active non-owner members; the owner is the "1 owner" on top. */
export async function teamCapacity(db: Queryable, companyId: number): Promise<Capacity> {
  const [row] = await db.query<Capacity>(
    `SELECT rs.employee_limit AS "limit",
       (SELECT count(*)::int FROM users u WHERE u.company_id = c.id AND u.active = 1 AND u.role IN (4, 8)) AS installers
     FROM companies c JOIN regional_settings rs ON rs.region_id = c.region_id WHERE c.id = $1`,
    [companyId],
  );
  return row ?? { limit: null, installers: 0 };
}

export const hasRoom = (c: Capacity) => c.limit === null || c.installers < c.limit;
