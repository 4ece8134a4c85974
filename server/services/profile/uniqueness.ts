import type { Queryable } from '#server/db/db.ts';

/**
 * Uniqueness checks shared by registration (GET /v2/company/validate), the profile and team calls.
 * Every user row counts, active or not: the database's unique indexes on e-mail and phone do too, and a
 * removed member's e-mail must not be handed to someone else silently.
 */

export async function isEmailTaken(db: Queryable, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2 LIMIT 1', [
    email.trim().toLowerCase(),
    exceptUserId ?? 0,
  ]);
  return rows.length > 0;
}

/** `e164` is the stored form, e.g. +48500000001 (server/services/auth/phone-number.ts toE164). */
export async function isPhoneTaken(db: Queryable, e164: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE phone = $1 AND id <> $2 LIMIT 1', [e164, exceptUserId ?? 0]);
  return rows.length > 0;
}

/** Normal form of a registration number for comparison: no spaces, dashes or dots, upper case. */
export function normalRegistrationNumber(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

/** The SQL twin of normalRegistrationNumber; the expression indexes in 0005 use the same text. */
export const NORMAL_SQL = (column: string) => `upper(translate(${column}, ' .-/', ''))`;

/**
 * True when another company holds this number as its VAT or company id. Compared without spaces,
 * dashes or dots and case-insensitively, so "PL 123-456" and "pl123456" clash (indexed in 0005).
 */
export async function isRegistrationNumberTaken(
  db: Queryable,
  registrationNumber: string,
  exceptCompanyId?: number,
): Promise<boolean> {
  const normal = normalRegistrationNumber(registrationNumber);
  if (normal === '') return false;
  const rows = await db.query(
    `SELECT 1 FROM companies
      WHERE (${NORMAL_SQL('registration_number')} = $1 OR ${NORMAL_SQL('registration_number_2')} = $1) AND id <> $2
      LIMIT 1`,
    [normal, exceptCompanyId ?? 0],
  );
  return rows.length > 0;
}
