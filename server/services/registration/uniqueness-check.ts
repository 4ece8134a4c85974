import { NOT_UNIQUE } from '#contract/registration.ts';
import type { Queryable } from '#server/db/db.ts';
import { isEmailTaken, isPhoneTaken, isRegistrationNumberTaken } from '../profile/uniqueness.ts';
import type { FieldErrors } from './field-errors.ts';

export interface UniquenessInput {
  email?: string;
  phoneE164?: string;
  registrationNumbers?: { field: string; value: string }[];
}

/** Adds the specification's three messages to the fields whose values are taken. */
export async function checkUniqueness(db: Queryable, input: UniquenessInput, errors: FieldErrors, prefix = '') {
  const [email, phone, ...numbers] = await Promise.all([
    input.email ? isEmailTaken(db, input.email) : false,
    input.phoneE164 ? isPhoneTaken(db, input.phoneE164) : false,
    ...(input.registrationNumbers ?? []).map((n) => (n.value ? isRegistrationNumberTaken(db, n.value) : false)),
  ]);
  if (email) errors.add(`${prefix}email`, NOT_UNIQUE.email);
  if (phone) errors.add(`${prefix}phone`, NOT_UNIQUE.phone);
  numbers.forEach((taken, i) => {
    if (taken) errors.add(input.registrationNumbers![i]!.field, NOT_UNIQUE.registrationNumber);
  });
}
