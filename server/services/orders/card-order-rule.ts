import type { Order } from '#contract/orders.ts';
import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { countWindowScansThisYear } from '../scans/scan-stats.ts';

export const CARD_SCANS_NEEDED = 10;

/** One club card per company, for companies with at least 10 window scans this calendar year. */
export async function checkCardOrder(
  tx: Queryable,
  clock: Clock,
  companyId: number,
  contents: Order['meta']['contents'],
): Promise<void> {
  if (contents.length !== 1 || contents[0]!.quantity !== 1) {
    throw new ApiError(422, 'Order one club card.', { 'order.0.quantity': ['Order one club card.'] });
  }
  const [company] = await tx.query<{ pending: boolean; has: boolean; card: boolean }>(
    `SELECT pending_edenred_card AS pending, has_edenred_card AS has,
            EXISTS (SELECT 1 FROM club_cards WHERE company_id = $1) AS card
       FROM companies WHERE id = $1`,
    [companyId],
  );
  if (company?.pending || company?.has || company?.card) {
    throw new ApiError(422, 'Your company has already ordered a club card.');
  }
  const scans = await countWindowScansThisYear(tx, companyId, clock.now());
  if (scans < CARD_SCANS_NEEDED) {
    throw new ApiError(422, 'You need at least 10 scanned windows this year to order the club card.');
  }
}
