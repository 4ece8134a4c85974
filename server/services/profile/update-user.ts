import type * as v from 'valibot';
import type { UpdateUserRequest } from '#contract/profile.ts';
import type { Queryable } from '#server/db/db.ts';
import { invalidData } from '#server/http/api-error.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import {
  type Editor,
  EMAIL_TAKEN,
  type IdentifierEdit,
  PHONE_TAKEN,
  recordIdentifierEdits,
  takenKind,
} from './identifier-changes.ts';
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

export { EMAIL_TAKEN, PHONE_TAKEN };
export const INVALID_PHONE = 'Invalid phone number.';

export async function findTargetUser(db: Queryable, where: 'id' | 'uuid', value: number | string) {
  const [row] = await db.query<TargetUser>(
    `SELECT id, company_id, region_id, name, surname, email, phone, email_consent, phone_consent, language_id
     FROM users WHERE ${where} = $1 AND active = 1`,
    [value],
  );
  return row;
}

/**
 * Collects the changed columns and the changed identifiers (e-mail, phone: recorded apart, decision 0261); field
 * errors are gathered so the form shows all of them at once.
 */
async function changesOf(tx: Queryable, user: TargetUser, patch: UserPatch) {
  const changes: Record<string, unknown> = {};
  const identifiers: IdentifierEdit[] = [];
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
      else identifiers.push({ kind: 'email', value: email });
    }
  }
  if (patch.phone !== undefined) {
    const phone = await phoneForRegion(tx, patch.phone, user.region_id);
    if (phone === null) errors.phone = [INVALID_PHONE];
    else if (phone !== user.phone) {
      if (await isPhoneTaken(tx, phone, user.id)) errors.phone = [PHONE_TAKEN];
      else identifiers.push({ kind: 'phone', value: phone });
    }
  }
  return { changes, identifiers, errors };
}

/**
 * Applies a user PATCH: only the fields sent that differ are written, options are merged into the stored
 * JSON, and a now complete profile pays its points once. A new e-mail or phone applies when the member makes it
 * (a new e-mail clears verified_email_at) and is only proposed when their owner does (identifier-changes.ts).
 * Answers the messages to send once the transaction committed.
 */
export async function updateUser(
  tx: Queryable,
  user: TargetUser,
  patch: UserPatch,
  at: Date,
  editor: Editor,
): Promise<OutgoingMessage[]> {
  const { changes, identifiers, errors } = await changesOf(tx, user, patch);
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  const recorded = await recordIdentifierEdits(tx, user.id, identifiers, editor, at);
  Object.assign(changes, recorded.columns);
  const columns = Object.keys(changes);
  const values = columns.map((column) => changes[column]);
  const sets = columns.map((column, i) => `${column} = $${i + 3}`);
  if (patch.options !== undefined) {
    values.push(JSON.stringify(patch.options));
    sets.push(`options = options || $${values.length + 2}::jsonb`);
  }
  if (sets.length === 0) return recorded.messages;
  try {
    await tx.query(`UPDATE users SET ${sets.join(', ')}, updated_at = $2 WHERE id = $1`, [user.id, at, ...values]);
  } catch (error) {
    const kind = takenKind(error);
    if (kind) throw invalidData({ [kind]: [kind === 'email' ? EMAIL_TAKEN : PHONE_TAKEN] });
    throw error;
  }
  await creditProfileIfComplete(tx, { userId: user.id, companyId: user.company_id, at });
  return recorded.messages;
}
