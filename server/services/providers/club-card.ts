import { cardMoneyOf } from '#contract/club-card.ts';
import type { Clock } from '#server/clock.ts';
import type { Db, Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import { notifyCompany } from '../notifications/notify.ts';
import { appendLedger, companyBalance, lockCompanyPoints } from '../points/ledger.ts';
import { maskCsn, settleOutcome } from './card-sandbox.ts';

interface TopUpRow {
  uuid: string;
  points: number;
  currency: string;
  value: number;
  status: 'PENDING' | 'SUCCEEDED' | 'REFUSED' | 'REJECTED';
  created_at: Date;
}

export const shapeTopUp = (r: TopUpRow) => ({
  uuid: r.uuid,
  amount: { points: r.points, currency: r.currency, value: Number(r.value) },
  dateTime: r.created_at.toISOString(),
  status: r.status,
});

export async function cardAccount(db: Queryable, companyId: number) {
  const [row] = await db.query<{
    pending: boolean;
    csn: string | null;
    status: 'ISSUED' | 'ACTIVE' | 'BLOCKED' | null;
    region_id: number;
  }>(
    `SELECT c.pending_edenred_card AS pending, k.csn, k.status, c.region_id
       FROM companies c LEFT JOIN club_cards k ON k.company_id = c.id WHERE c.id = $1`,
    [companyId],
  );
  return {
    currentCard: row?.csn && row.status ? { status: row.status, csn: maskCsn(row.csn) } : null,
    pending_card: row?.pending ?? false,
    money: cardMoneyOf(row?.region_id ?? 0),
  };
}

/** Spends points on a top-up: the points leave at once and come back if the issuer refuses it. */
export async function topUp(db: Db, clock: Clock, user: AuthUser, points: number) {
  if (user.role !== 3 && user.role !== 7) throw new ApiError(403, 'Only the company owner can top up the card.');
  return db.transaction(async (tx) => {
    await lockCompanyPoints(tx, user.companyId);
    const [card] = await tx.query<{ id: number; status: string; region_id: number }>(
      'SELECT k.id, k.status, c.region_id FROM club_cards k JOIN companies c ON c.id = k.company_id WHERE k.company_id = $1',
      [user.companyId],
    );
    if (!card) throw new ApiError(422, 'Your company has no club card yet.');
    if (card.status === 'ISSUED') throw new ApiError(422, 'Activate your card with the issuer before topping it up.');
    if (card.status !== 'ACTIVE') throw new ApiError(422, 'Your card is not active.');
    const balance = await companyBalance(tx, user.companyId);
    if (balance < points) {
      throw new ApiError(422, `Not enough points. Your balance is ${balance.toLocaleString('en-US')} points.`);
    }
    const now = clock.now();
    const money = cardMoneyOf(card.region_id);
    const [row] = await tx.query<TopUpRow>(
      `INSERT INTO card_top_ups (company_id, card_id, user_id, points, currency, value, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7) RETURNING uuid, points, currency, value, status, created_at`,
      [user.companyId, card.id, user.id, points, money.currency, points * money.per_point, now],
    );
    await appendLedger(tx, {
      companyId: user.companyId,
      userId: user.id,
      reason: 'Club card top-up',
      variation: 'negative',
      points: -points,
      options: { top_up: { uuid: row!.uuid } },
      at: now,
    });
    return shapeTopUp(row!);
  });
}

export async function topUpHistory(db: Queryable, companyId: number, page: number, limit: number) {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_top_ups WHERE company_id = $1', [
    companyId,
  ]);
  const rows = await db.query<TopUpRow>(
    `SELECT uuid, points, currency, value, status, created_at FROM card_top_ups WHERE company_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [companyId, limit, (page - 1) * limit],
  );
  return { data: rows.map(shapeTopUp), total: count?.n ?? 0 };
}

/** How long the issuer takes to process a top-up in the sandbox when the scheduled job settles it. */
export const SETTLE_AFTER_MS = 24 * 3600_000;

/** A scheduled job (db, now): settles the top-ups pending for at least SETTLE_AFTER_MS. */
export async function settleDueTopUps(db: Db, now: Date): Promise<number> {
  const counts = await settlePendingTopUps(db, { now: () => now }, new Date(now.getTime() - SETTLE_AFTER_MS));
  return counts.succeeded + counts.refused + counts.rejected;
}

/**
 * The issuer processes its queue: pending top-ups (all, or those created before `createdBefore`) end,
 * and refused ones give the points back.
 */
export async function settlePendingTopUps(db: Db, clock: Clock, createdBefore?: Date) {
  const before = createdBefore ?? new Date(clock.now().getTime() + 1);
  return db.transaction(async (tx) => {
    const pending = await tx.query<{ id: number; uuid: string; company_id: number; points: number; csn: string }>(
      `SELECT t.id, t.uuid, t.company_id, t.points, k.csn FROM card_top_ups t JOIN club_cards k ON k.id = t.card_id
        WHERE t.status = 'PENDING' AND t.created_at < $1 ORDER BY t.id FOR UPDATE OF t`,
      [before],
    );
    const counts = { succeeded: 0, refused: 0, rejected: 0 };
    const now = clock.now();
    for (const t of pending) {
      const outcome = settleOutcome(t.csn, t.points);
      await tx.query('UPDATE card_top_ups SET status = $2, settled_at = $3 WHERE id = $1', [t.id, outcome, now]);
      if (outcome === 'SUCCEEDED') counts.succeeded++;
      else {
        if (outcome === 'REFUSED') counts.refused++;
        else counts.rejected++;
        await appendLedger(tx, {
          companyId: t.company_id,
          userId: null,
          reason: 'Club card top-up refund',
          variation: 'positive',
          points: t.points,
          options: { top_up: { uuid: t.uuid } },
          at: now,
        });
      }
      await notifyCompany(tx, t.company_id, {
        type: outcome === 'SUCCEEDED' ? 'info' : 'warning',
        event: 'card.top_up_settled',
        title: outcome === 'SUCCEEDED' ? 'Club card topped up' : 'Club card top-up failed',
        text: `Your top-up of ${t.points} points ended ${outcome}.`,
        meta: { top_up_uuid: t.uuid, status: outcome, points: t.points },
        at: now,
      });
    }
    return counts;
  });
}
