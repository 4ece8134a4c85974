import type { Queryable } from '#server/db/db.ts';
import { creditOrHold, emailVerified, hasOneTimeReason } from '../points/held-points.ts';
import { lockCompanyPoints } from '../points/ledger.ts';

/** The behaviours that pay once per company, by slug, with the ledger reason their rows carry. */
export const ONCE_PER_COMPANY = {
  survey: 'Survey',
  profile: 'Filling out the profile',
} as const;

/**
 * Credits the region's points for a one-time behaviour unless the company's ledger already has a row
 * with that reason, credited or held (registration may have credited it, or a retry races this one: the company
 * row lock serialises them). While the user's e-mail is not verified the points are held (decision 0264).
 * Answers the points earned (0 when none, or when the region has no such behaviour).
 */
export async function creditOncePerCompany(
  tx: Queryable,
  input: { companyId: number; regionId: number; userId: number; slug: keyof typeof ONCE_PER_COMPANY; at: Date },
): Promise<number> {
  const reason = ONCE_PER_COMPANY[input.slug];
  await lockCompanyPoints(tx, input.companyId);
  if (await hasOneTimeReason(tx, input.companyId, reason)) return 0;
  const [behaviour] = await tx.query<{ points: number }>(
    'SELECT points FROM behaviours WHERE region_id = $1 AND slug = $2 AND active',
    [input.regionId, input.slug],
  );
  if (!behaviour || behaviour.points <= 0) return 0;
  const entry = {
    companyId: input.companyId,
    userId: input.userId,
    reason,
    variation: 'positive' as const,
    points: behaviour.points,
    options: { behaviour: input.slug },
    at: input.at,
  };
  await creditOrHold(tx, entry, await emailVerified(tx, input.userId));
  return behaviour.points;
}
