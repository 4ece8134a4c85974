import type { Queryable } from '#server/db/db.ts';
import { companyIdByUuid } from '../companies/company-lookup.ts';
import { appendLedger, companyBalance, lockCompanyPoints } from './ledger.ts';

export interface Promotion {
  companyUuid: string;
  name: string;
  points: number;
  at: Date;
}

/**
 * Credits a staff promotion to a company (a positive ledger row marked `promotion`), under the company's
 * points lock; answers the new balance, or undefined when no company has this uuid. Run inside a transaction.
 */
export async function grantPromotion(tx: Queryable, p: Promotion): Promise<number | undefined> {
  const companyId = await companyIdByUuid(tx, p.companyUuid);
  if (companyId === undefined) return undefined;
  await lockCompanyPoints(tx, companyId);
  await appendLedger(tx, {
    companyId,
    userId: null,
    reason: p.name,
    variation: 'positive',
    points: p.points,
    options: { promotion: true },
    at: p.at,
  });
  return companyBalance(tx, companyId);
}
