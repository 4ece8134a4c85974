import type { Queryable } from '#server/db/db.ts';
import { appendLedger, type LedgerEntry } from './ledger.ts';

/**
 * Sign-up points (welcome, survey, a complete profile) earned by someone whose e-mail is not verified wait in
 * held_points, outside the balance, until that person verifies it (decision 0264): a company made up with a
 * throwaway address gets nothing it can spend. Anyone verified is credited at once, as before.
 */
export async function creditOrHold(
  tx: Queryable,
  entry: LedgerEntry & { userId: number; variation: 'positive' },
  emailVerified: boolean,
): Promise<'credited' | 'held'> {
  if (emailVerified) {
    await appendLedger(tx, entry);
    return 'credited';
  }
  await tx.query(
    `INSERT INTO held_points (company_id, user_id, reason, points, options, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.companyId, entry.userId, entry.reason, entry.points, JSON.stringify(entry.options ?? {}), entry.at],
  );
  return 'held';
}

/** Whether the user's current e-mail is verified (held points wait for it). */
export async function emailVerified(tx: Queryable, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ verified: boolean }>(
    'SELECT verified_email_at IS NOT NULL AS verified FROM users WHERE id = $1',
    [userId],
  );
  return row?.verified === true;
}

/** Moves the user's held points into the ledger (their e-mail was just verified); answers the points released. */
export async function releaseHeldPoints(tx: Queryable, userId: number, at: Date): Promise<number> {
  const rows = await tx.query<{
    company_id: number;
    reason: string;
    points: number;
    options: Record<string, unknown> | string;
  }>('DELETE FROM held_points WHERE user_id = $1 RETURNING company_id, reason, points, options', [userId]);
  for (const row of rows) {
    const options = typeof row.options === 'string' ? JSON.parse(row.options) : row.options;
    await appendLedger(tx, {
      companyId: row.company_id,
      userId,
      reason: row.reason,
      variation: 'positive',
      points: row.points,
      options,
      at,
    });
  }
  return rows.reduce((sum, row) => sum + row.points, 0);
}

/** The company's points waiting for an e-mail to be verified. */
export async function companyHeldPoints(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.query<{ points: number }>(
    'SELECT coalesce(sum(points), 0)::int AS points FROM held_points WHERE company_id = $1',
    [companyId],
  );
  return row?.points ?? 0;
}

/** Whether the company already has the one-time reason, credited or held. */
export async function hasOneTimeReason(tx: Queryable, companyId: number, reason: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM points_ledger WHERE company_id = $1 AND reason = $2
     UNION ALL SELECT 1 FROM held_points WHERE company_id = $1 AND reason = $2 LIMIT 1`,
    [companyId, reason],
  );
  return rows.length > 0;
}
