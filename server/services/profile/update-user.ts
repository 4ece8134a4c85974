import type * as v from 'valibot';
import type { UpdateUserRequest } from '../../../contract/profile.ts';
import type { Queryable } from '../../db/db.ts';
import { invalidData } from '../../http/api-error.ts';
import { phoneForRegion } from './phone-for-region.ts';
import { creditProfileIfComplete } from './profile-completion.ts';
import { isEmailTaken, isPhoneTaken } from './uniqueness.ts';

export type UserPatch = v.InferOutput<typeof UpdateUserRequest>;

export interface TargetUser {
  id: number;
  company_id: number;
  region_id: number;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  email_consent: boolean;
  phone_consent: boolean;
  language_id: number;
}

export const EMAIL_TAKEN = 'The email has already been taken.';
export const PHONE_TAKEN = 'Phone number is not unique.';
export const INVALID_PHONE = 'Invalid phone number.';

export async function findTargetUser(db: Queryable, where: 'id' | 'uuid', value: number | string) {
  const [row] = await db.query<TargetUser>(
    `SELECT id, company_id, region_id, name, surname, email, phone, email_consent, phone_consent, language_id
     FROM users WHERE ${where} = $1 AND active = 1`,
    [value],
  );
  return row;
}

/** Collects the changed columns; field errors are gathered so the form shows all of them at once. */
async function changesOf(tx: Queryable, user: TargetUser, patch: UserPatch) {
  const changes: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const field of ['name', 'surname', 'email_consent', 'phone_consent'] as const) {
    if (patch[field] !== undefined && patch[field] !== user[field]) changes[field] = patch[field];
  }
  if (patch.languages_id !== undefined && patch.languages_id !== user.language_id) {
    const known = await tx.query('SELECT 1 FROM languages WHERE id = $1 AND in_use', [patch.languages_id]);
    if (known.length > 0) changes.language_id = patch.languages_id;
    else errors.languages_id = ['Unknown language.'];
  }
  if (patch.email !== undefined) {
    const email = patch.email.toLowerCase();
    if (email !== user.email) {
      if (await isEmailTaken(tx, email, user.id)) errors.email = [EMAIL_TAKEN];
      else Object.assign(changes, { email, verified_email_at: null });
    }
  }
  if (patch.phone !== undefined) {
    const phone = await phoneForRegion(tx, patch.phone, user.region_id);
    if (phone === null) errors.phone = [INVALID_PHONE];
    else if (phone !== user.phone) {
      if (await isPhoneTaken(tx, phone, user.id)) errors.phone = [PHONE_TAKEN];
      else changes.phone = phone;
    }
  }
  return { changes, errors };
}

/** The unique indexes are the last word when two requests claim the same e-mail or phone at once. */
function uniqueViolation(error: unknown): Record<string, string[]> | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (text.includes('users_email_key')) return { email: [EMAIL_TAKEN] };
  if (text.includes('users_phone_key')) return { phone: [PHONE_TAKEN] };
  return null;
}

/**
 * Applies a user PATCH: only the fields sent that differ are written, options are merged into the stored
 * JSON, a new e-mail clears verified_email_at, and a now complete profile pays its points once.
 */
export async function updateUser(tx: Queryable, user: TargetUser, patch: UserPatch, at: Date): Promise<void> {
  const { changes, errors } = await changesOf(tx, user, patch);
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  const columns = Object.keys(changes);
  const values = columns.map((column) => changes[column]);
  const sets = columns.map((column, i) => `${column} = $${i + 3}`);
  if (patch.options !== undefined) {
    values.push(JSON.stringify(patch.options));
    sets.push(`options = options || $${values.length + 2}::jsonb`);
  }
  if (sets.length === 0) return;
  try {
    await tx.query(`UPDATE users SET ${sets.join(', ')}, updated_at = $2 WHERE id = $1`, [user.id, at, ...values]);
  } catch (error) {
    const fieldErrors = uniqueViolation(error);
    if (fieldErrors) throw invalidData(fieldErrors);
    throw error;
  }
  await creditProfileIfComplete(tx, { userId: user.id, companyId: user.company_id, at });
}
