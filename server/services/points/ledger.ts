import type { Queryable } from '#server/db/db.ts';

/** Why points moved; promotions use their own name (e.g. 'Spring promotion'). */
export type LedgerReason =
  | 'Survey'
  | 'Welcome points'
  | 'Filling out the profile'
  | 'Order Reservation'
  | 'Order reject'
  | 'Order complete'
  | 'Points expired'
  | (string & {});

export type Variation = 'positive' | 'negative' | 'reserved' | 'expired';

export interface LedgerEntry {
  companyId: number;
  userId: number | null;
  reason: LedgerReason;
  variation: Variation;
  /** Signed: >= 0 for positive rows, <= 0 for the others. */
  points: number;
  /** e.g. { order: { order_number } } or { project: { uuid, id } } */
  options?: Record<string, unknown>;
  at: Date;
}

/** Appends one row to the company's points ledger (the only way points change). */
export async function appendLedger(db: Queryable, entry: LedgerEntry): Promise<void> {
  await db.query(
    `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, options, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.companyId,
      entry.userId,
      entry.reason,
      entry.variation,
      entry.points,
      JSON.stringify(entry.options ?? {}),
      entry.at,
    ],
  );
}

/**
 * The company's balance, from its running figures (migration 0034: kept by the ledger's triggers, so it is the sum of
 * its ledger without reading it). Inside a transaction, lock the company row first (see lockCompanyPoints).
 */
export async function companyBalance(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    'SELECT balance::int AS balance FROM company_points_totals WHERE company_id = $1',
    [companyId],
  );
  return row?.balance ?? 0;
}

/** Serialises spending of one company's points within a transaction (two orders cannot both pass the check). */
export async function lockCompanyPoints(tx: Queryable, companyId: number): Promise<void> {
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
}
