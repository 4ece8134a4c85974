import type * as v from 'valibot';
import type { CreateMemberRequest } from '#contract/team.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError, invalidData } from '#server/http/api-error.ts';
import { phoneForRegion } from '../profile/phone-for-region.ts';
import { isEmailTaken, isPhoneTaken } from '../profile/uniqueness.ts';
import { EMAIL_TAKEN, INVALID_PHONE, PHONE_TAKEN } from '../profile/update-user.ts';
import { hasRoom, teamCapacity } from './team-capacity.ts';

type Input = v.InferOutput<typeof CreateMemberRequest>;

interface Owner {
  id: number;
  company_id: number;
  region_id: number;
  language_id: number;
  is_decor: boolean;
}

/**
 * Inserts a new team member (role 4, or 8 in a decor company) in the owner's region and language.
 * The company row is locked while the limit is counted, so two adds cannot both take the last place.
 */
export async function createMember(tx: Queryable, ownerId: number, input: Input, at: Date): Promise<number> {
  const [owner] = await tx.query<Owner>(
    `SELECT u.id, u.company_id, u.region_id, u.language_id, c.is_decor FROM users u
     JOIN companies c ON c.id = u.company_id WHERE u.id = $1`,
    [ownerId],
  );
  if (!owner) throw new ApiError(404, 'Not found.');
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [owner.company_id]);
  if (!hasRoom(await teamCapacity(tx, owner.company_id))) throw new ApiError(422, 'Your team is full.');

  const errors: Record<string, string[]> = {};
  const phone = await phoneForRegion(tx, input.phone, owner.region_id);
  if (phone === null) errors.phone = [INVALID_PHONE];
  else if (await isPhoneTaken(tx, phone)) errors.phone = [PHONE_TAKEN];
  const email = input.email ? input.email.toLowerCase() : null;
  if (email && (await isEmailTaken(tx, email))) errors.email = [EMAIL_TAKEN];
  if (Object.keys(errors).length > 0) throw invalidData(errors);

  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (company_id, region_id, language_id, role, name, surname, email, phone, is_decor_installer,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [
      owner.company_id,
      owner.region_id,
      owner.language_id,
      owner.is_decor ? 8 : 4,
      input.name,
      input.surname,
      email,
      phone,
      owner.is_decor,
      at,
    ],
  );
  return row!.id;
}
