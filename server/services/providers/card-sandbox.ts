import type { Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';

/**
 * The prepaid card issuer's sandbox (docs/decisions/0032). It keeps its cards in club_cards and behaves
 * like the issuer for documented serial numbers:
 * - a CSN starting with 9 is unknown to the issuer (verification refused);
 * - a card whose CSN starts with 8 is blocked for loading: its top-ups end REFUSED;
 * - a single top-up above 5,000 PLN (2,500 points) breaks the load limit: REJECTED.
 * New cards are ISSUED; the holder activates them with the issuer (operator `card activate`).
 */
export const UNKNOWN_CSN_PREFIX = '9';
export const BLOCKED_CSN_PREFIX = '8';
export const LOAD_LIMIT_POINTS = 2500;

export type TopUpOutcome = 'SUCCEEDED' | 'REFUSED' | 'REJECTED';

export const maskCsn = (csn: string) => `${'*'.repeat(csn.length - 4)}${csn.slice(-4)}`;

export async function linkCard(tx: Queryable, companyId: number, csn: string, now: Date): Promise<void> {
  if (csn.startsWith(UNKNOWN_CSN_PREFIX)) {
    throw new ApiError(422, 'The card issuer does not recognise this card serial number.', {
      card_serial_number: ['Check the number on the back of the card.'],
    });
  }
  const [owner] = await tx.query<{ company_id: number }>('SELECT company_id FROM club_cards WHERE csn = $1', [csn]);
  if (owner && owner.company_id !== companyId) {
    throw new ApiError(422, 'This card is already linked to another company.', {
      card_serial_number: ['This card is already linked to another company.'],
    });
  }
  const [own] = await tx.query<{ csn: string }>('SELECT csn FROM club_cards WHERE company_id = $1', [companyId]);
  if (own && own.csn !== csn) throw new ApiError(422, 'Your company already has a club card.');
  if (!own) {
    await tx.query(`INSERT INTO club_cards (company_id, csn, status, verified_at) VALUES ($1, $2, 'ISSUED', $3)`, [
      companyId,
      csn,
      now,
    ]);
  }
  await tx.query(
    `UPDATE companies SET has_edenred_card = true, edenred_card = $2, pending_edenred_card = false, updated_at = $3
      WHERE id = $1`,
    [companyId, csn, now],
  );
}

/** What the issuer answers for a pending top-up when it processes its queue. */
export function settleOutcome(csn: string, points: number): TopUpOutcome {
  if (csn.startsWith(BLOCKED_CSN_PREFIX)) return 'REFUSED';
  if (points > LOAD_LIMIT_POINTS) return 'REJECTED';
  return 'SUCCEEDED';
}

/** The issuer activates the company's ISSUED card; undefined when the company has no card waiting for it. */
export async function activateIssuedCard(
  db: Queryable,
  companyUuid: string,
  at: Date,
): Promise<{ status: 'ISSUED' | 'ACTIVE' | 'BLOCKED' } | undefined> {
  const [card] = await db.query<{ status: 'ISSUED' | 'ACTIVE' | 'BLOCKED' }>(
    `UPDATE club_cards k SET status = 'ACTIVE', activated_at = $2 FROM companies c
      WHERE c.id = k.company_id AND c.uuid = $1 AND k.status = 'ISSUED' RETURNING k.status`,
    [companyUuid, at],
  );
  return card;
}

/** The issuer blocks the company's card, whatever its state; undefined when the company has no card. */
export async function blockCompanyCard(db: Queryable, companyUuid: string): Promise<{ status: 'BLOCKED' } | undefined> {
  const [card] = await db.query<{ status: 'BLOCKED' }>(
    `UPDATE club_cards k SET status = 'BLOCKED' FROM companies c
      WHERE c.id = k.company_id AND c.uuid = $1 RETURNING k.status`,
    [companyUuid],
  );
  return card;
}
