import type * as v from 'valibot';
import type { UpdateCompanyRequest } from '#contract/profile.ts';
import type { Queryable } from '#server/db/db.ts';
import { invalidData } from '#server/http/api-error.ts';
import { creditOncePerCompany } from './behaviour-points.ts';
import { declineTerms } from './decline-terms.ts';
import { creditProfileIfComplete } from './profile-completion.ts';
import { isRegistrationNumberTaken, normalRegistrationNumber } from './uniqueness.ts';

type Patch = v.InferOutput<typeof UpdateCompanyRequest>;

interface CompanyState {
  region_id: number;
  flags: number;
  vat_field: string;
  company_id_field: string;
  registration_number: string | null;
  registration_number_2: string | null;
  name: string;
  address: string;
  house_number: string;
  city: string;
  postal_code: string;
}

const TEXT_FIELDS = ['name', 'address', 'house_number', 'city', 'postal_code'] as const;
const TAKEN = 'The company registration number has already been taken.';

async function checkNumber(
  db: Queryable,
  company: CompanyState & { id: number },
  field: 'registration_number' | 'registration_number_2',
  value: string,
): Promise<string | null> {
  const required = field === 'registration_number' ? company.flags & 1 : company.flags & 2;
  const label = field === 'registration_number' ? company.vat_field : company.company_id_field;
  if (value === '') return required ? `The ${label} is required.` : null;
  if (value.length < 6) return `The ${label} needs at least 6 characters.`;
  const current = company[field];
  const changed = current === null || normalRegistrationNumber(current) !== normalRegistrationNumber(value);
  if (!changed) return null;
  // Serialise claims of the same number so two companies cannot both pass the check.
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `registration-number:${normalRegistrationNumber(value)}`,
  ]);
  if (await isRegistrationNumberTaken(db, value, company.id)) return TAKEN;
  return null;
}

/**
 * Applies a company PATCH for its owner inside a transaction: only the fields sent and changed are
 * written; registration numbers are checked per region and for uniqueness; the first survey pays the
 * region's survey points; active 2 is the terms decline.
 */
export async function updateCompany(
  tx: Queryable,
  input: { userId: number; companyId: number; patch: Patch; at: Date },
): Promise<void> {
  const { patch, companyId, at } = input;
  if (patch.active === 2) return declineTerms(tx, input.userId, companyId, at);
  const [company] = await tx.query<CompanyState & { id: number }>(
    `SELECT c.id, c.region_id, rs.flags, rs.vat_field, rs.company_id_field, c.registration_number,
       c.registration_number_2, c.name, c.address, c.house_number, c.city, c.postal_code
     FROM companies c JOIN regional_settings rs ON rs.region_id = c.region_id WHERE c.id = $1 FOR UPDATE OF c`,
    [companyId],
  );
  if (!company) return;
  const changes: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (value !== undefined && value !== company[field]) changes[field] = value;
  }
  for (const field of ['registration_number', 'registration_number_2'] as const) {
    const value = patch[field];
    if (value === undefined || value === (company[field] ?? '')) continue;
    const problem = await checkNumber(tx, company, field, value);
    if (problem) errors[field] = [problem];
    else changes[field] = value === '' ? null : value;
  }
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  if (patch.surveyResponse !== undefined) changes.survey = JSON.stringify(patch.surveyResponse);
  const columns = Object.keys(changes);
  if (columns.length > 0) {
    const sets = columns.map((column, i) => `${column} = $${i + 3}`).join(', ');
    await tx.query(`UPDATE companies SET ${sets}, updated_at = $2 WHERE id = $1`, [
      companyId,
      at,
      ...columns.map((column) => changes[column]),
    ]);
  }
  if (patch.surveyResponse !== undefined) {
    await creditOncePerCompany(tx, {
      companyId,
      regionId: company.region_id,
      userId: input.userId,
      slug: 'survey',
      at,
    });
  }
  await creditProfileIfComplete(tx, { userId: input.userId, companyId, at });
}
