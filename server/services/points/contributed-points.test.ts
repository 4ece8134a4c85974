import { describe, expect, it } from 'vitest';
import { PL_CUSTOMER } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';
import { changeOrderStatus } from '../orders/order-status.ts';
import { releaseHeldPoints } from './held-points.ts';
import { appendLedger, type Variation } from './ledger.ts';
import { expirePoints } from './points-expiry.ts';

/** The running total of each user's contributed points (migration 0033) against the ledger's sum. */
describe("users' contributed points kept as a running total", () => {
  const t = useTestApp();

  const mismatches = async () =>
    t.deps.db.query<{ user_id: number; kept: number; summed: number }>(
      `SELECT u.id AS user_id, coalesce(cp.points, 0) AS kept,
         (SELECT coalesce(sum(l.points), 0)::int FROM points_ledger l
           WHERE l.user_id = u.id AND l.variation = 'positive') AS summed
       FROM users u LEFT JOIN user_contributed_points cp ON cp.user_id = u.id
       WHERE coalesce(cp.points, 0) <> (SELECT coalesce(sum(l.points), 0)::int FROM points_ledger l
           WHERE l.user_id = u.id AND l.variation = 'positive')`,
    );

  it('matches the ledger after the seed, an order, its refund, an expiry and released held points', async () => {
    expect(await mismatches()).toEqual([]);
    const owner = await signIn(t, 'owner.pl@example.com');
    const [variant] = await t.deps.db.query<{ uuid: string }>(
      "SELECT v.uuid FROM shop_variants v JOIN shop_products p ON p.id = v.product_id WHERE p.name LIKE 'Zestaw%' ORDER BY v.position LIMIT 1",
    );
    const order = await t.call<{ uuid: string }>(
      'POST',
      '/api/v2/orders',
      { type: 'product', order: [{ uuid: variant!.uuid, quantity: 1 }], customer: PL_CUSTOMER },
      bearer(owner.token),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await changeOrderStatus(t.deps.db, t.deps.clock, order.body.uuid, 4, 'Out of stock');
    const [user] = await t.deps.db.query<{ id: number; company_id: number }>(
      "SELECT id, company_id FROM users WHERE email = 'owner.pl@example.com'",
    );
    await t.deps.db.query(
      `INSERT INTO held_points (company_id, user_id, reason, points, options, created_at)
       VALUES ($1, $2, 'Welcome points', 50, '{}', now())`,
      [user!.company_id, user!.id],
    );
    await t.deps.db.transaction((tx) => releaseHeldPoints(tx, user!.id, new Date()));
    await expirePoints(t.deps.db, new Date(Date.UTC(new Date().getUTCFullYear() + 3, 0, 2)));
    expect(await mismatches()).toEqual([]);
    const self = await t.call<{ contribute_points: number }>(
      'GET',
      '/api/v1/company/user/self',
      undefined,
      bearer(owner.token),
    );
    const [summed] = await t.deps.db.query<{ n: number }>(
      "SELECT coalesce(sum(points), 0)::int AS n FROM points_ledger WHERE user_id = $1 AND variation = 'positive'",
      [user!.id],
    );
    expect(self.body.contribute_points).toBe(summed!.n);
  });

  it('matches the ledger after random earnings, spendings, expiries, refunds, moves and deletions', async () => {
    const users = await t.deps.db.query<{ id: number; company_id: number }>('SELECT id, company_id FROM users');
    let seed = 30;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const variations: Variation[] = ['positive', 'negative', 'reserved', 'expired'];
    for (let i = 0; i < 200; i += 1) {
      const user = users[random(users.length)]!;
      const step = random(10);
      if (step < 7) {
        const variation = variations[random(4)]!;
        const points = (variation === 'positive' ? 1 : -1) * (1 + random(500));
        await appendLedger(t.deps.db, {
          companyId: user.company_id,
          userId: random(5) === 0 ? null : user.id,
          reason: 'Random',
          variation,
          points,
          at: new Date(),
        });
      } else if (step === 7) {
        // A removed user's rows keep their points for the company, without the user.
        await t.deps.db.query(
          "UPDATE points_ledger SET user_id = NULL WHERE id = (SELECT max(id) FROM points_ledger WHERE reason = 'Random' AND user_id = $1)",
          [user.id],
        );
      } else if (step === 8) {
        await t.deps.db.query(
          "UPDATE points_ledger SET points = points + 3 WHERE id = (SELECT min(id) FROM points_ledger WHERE reason = 'Random' AND variation = 'positive')",
        );
      } else {
        await t.deps.db.query(
          "DELETE FROM points_ledger WHERE id = (SELECT max(id) FROM points_ledger WHERE reason = 'Random')",
        );
      }
    }
    expect(await mismatches()).toEqual([]);
  });
});
