import type * as v from 'valibot';
import type { Config } from '#contract/config.ts';
import type { ValidateQuery, ValidateResponse } from '#contract/registration.ts';
import type { Queryable } from '#server/db/db.ts';
import { FieldErrors } from './field-errors.ts';
import { validPhoneE164 } from './phone-check.ts';
import { checkUniqueness } from './uniqueness-check.ts';

/** GET /v2/company/validate: the fields given, checked for uniqueness (and the phone for its country). */
export async function validateUniqueness(
  db: Queryable,
  config: Config,
  query: v.InferOutput<typeof ValidateQuery>,
): Promise<ValidateResponse> {
  const errors = new FieldErrors();
  let phoneE164: string | undefined;
  if (query.phone !== undefined) {
    const country = config.countries.find((c) => c.id === query.region_id && c.registration);
    phoneE164 = country
      ? (validPhoneE164(query.phone, country.slug, country.phone_country_code) ?? undefined)
      : undefined;
    if (!phoneE164) errors.add('phone', 'Invalid phone number.');
  }
  const registrationNumbers = (['registration_number', 'registration_number_2'] as const)
    .filter((field) => query[field])
    .map((field) => ({ field, value: query[field]! }));
  await checkUniqueness(db, { email: query.email, phoneE164, registrationNumbers }, errors);
  return { valid: errors.empty, errors: errors.errors };
}
