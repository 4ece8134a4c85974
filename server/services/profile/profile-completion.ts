import type { Queryable } from '#server/db/db.ts';
import { creditOncePerCompany } from './behaviour-points.ts';

/**
 * 'Filling out the profile' (docs/decisions/0041-profile-points.md): the company is credited once, when
 * after a profile or company update the updating user has name, surname, e-mail and phone, and the company
 * has name, full address, the registration numbers its region requires and, where the region asks for one,
 * a company type. The points are attributed to the user whose update completed the profile.
 */
export async function creditProfileIfComplete(
  tx: Queryable,
  input: { userId: number; companyId: number; at: Date },
): Promise<number> {
  const [row] = await tx.query<{ complete: boolean; region_id: number }>(
    `SELECT c.region_id,
       (u.name <> '' AND u.surname <> '' AND coalesce(u.email, '') <> '' AND coalesce(u.phone, '') <> ''
        AND c.name <> '' AND c.address <> '' AND c.house_number <> '' AND c.city <> '' AND c.postal_code <> ''
        AND (rs.flags & 1 = 0 OR coalesce(c.registration_number, '') <> '')
        AND (rs.flags & 2 = 0 OR coalesce(c.registration_number_2, '') <> '')
        AND (rs.company_type_state <> 2 OR c.company_type_id IS NOT NULL)) AS complete
     FROM users u JOIN companies c ON c.id = u.company_id JOIN regional_settings rs ON rs.region_id = c.region_id
     WHERE u.id = $1 AND c.id = $2`,
    [input.userId, input.companyId],
  );
  if (!row?.complete) return 0;
  return creditOncePerCompany(tx, { ...input, regionId: row.region_id, slug: 'profile' });
}
