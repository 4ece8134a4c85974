import type * as v from 'valibot';
import type { UpdateCompanyTypeRequest } from '#contract/profile.ts';
import type { Queryable } from '#server/db/db.ts';
import { invalidData } from '#server/http/api-error.ts';
import { creditProfileIfComplete } from './profile-completion.ts';

type Patch = v.InferOutput<typeof UpdateCompanyTypeRequest>;

interface TypeRow {
  disclaimer_state: number;
  declaration_state: number;
}

/**
 * Sets the company type. The type must be one of the company's region; a required (state 2) disclaimer
 * or declaration must be accepted. Acceptances of a type that does not ask for them are stored as false,
 * so changing the type always resets them (the login wizard re-asks).
 */
export async function updateCompanyType(
  tx: Queryable,
  input: { userId: number; companyId: number; patch: Patch; at: Date },
): Promise<void> {
  const { patch } = input;
  const [type] = await tx.query<TypeRow>(
    `SELECT t.disclaimer_state, t.declaration_state FROM company_types t JOIN companies c ON c.region_id = t.region_id
     WHERE t.id = $1 AND c.id = $2`,
    [patch.company_type, input.companyId],
  );
  if (!type) throw invalidData({ company_type: ['Choose a company type of your country.'] });
  const errors: Record<string, string[]> = {};
  if (type.disclaimer_state === 2 && !patch.disclaimer_accepted) {
    errors.disclaimer_accepted = ['The disclaimer must be accepted.'];
  }
  if (type.declaration_state === 2 && !patch.declaration_accepted) {
    errors.declaration_accepted = ['The declaration must be accepted.'];
  }
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  await tx.query(
    `UPDATE companies SET company_type_id = $2, disclaimer_accepted = $3, declaration_accepted = $4, updated_at = $5
     WHERE id = $1`,
    [
      input.companyId,
      patch.company_type,
      type.disclaimer_state === 2 && patch.disclaimer_accepted,
      type.declaration_state === 2 && patch.declaration_accepted,
      input.at,
    ],
  );
  await creditProfileIfComplete(tx, input);
}
