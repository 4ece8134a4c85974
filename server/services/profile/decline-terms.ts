import type { Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { revokeRefreshTokens } from './revoke-sessions.ts';

/** Accounts created before this day in Czechia and Slovakia were migrated without accepting the new terms. */
export const TERMS_CUTOFF = new Date('2024-01-31T00:00:00Z');
const PREMADE_TERMS_REGIONS = new Set(['cz', 'sk']);

interface Caller {
  region_slug: string;
  created_at: Date;
  options: Record<string, unknown>;
}

/**
 * The Czech/Slovak premade-terms decline: the company and all its users become inactive (2, profile to
 * be deleted) and lose their sessions. Only the accounts that are shown the terms step may decline.
 */
export async function declineTerms(tx: Queryable, userId: number, companyId: number, at: Date): Promise<void> {
  const [caller] = await tx.query<Caller>(
    `SELECT r.slug AS region_slug, u.created_at, u.options FROM users u JOIN regions r ON r.id = u.region_id
     WHERE u.id = $1`,
    [userId],
  );
  const eligible =
    caller !== undefined &&
    PREMADE_TERMS_REGIONS.has(caller.region_slug) &&
    new Date(caller.created_at) < TERMS_CUTOFF &&
    caller.options?.hasAgreedToTerms !== true;
  if (!eligible) {
    throw new ApiError(422, 'The terms cannot be declined for this account.', {
      active: ['Only Czech and Slovak accounts created before 31 Jan 2024 that have not agreed may decline.'],
    });
  }
  await tx.query('UPDATE companies SET active = 2, updated_at = $2 WHERE id = $1', [companyId, at]);
  const users = await tx.query<{ id: number }>(
    'UPDATE users SET active = 2, updated_at = $2 WHERE company_id = $1 RETURNING id',
    [companyId, at],
  );
  await revokeRefreshTokens(
    tx,
    users.map((u) => u.id),
    at,
  );
}
