import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/test-app.ts';
import { appendLedger, companyBalance, type Variation } from './ledger.ts';
import { balanceAndToExpire, expirePoints } from './points-expiry.ts';

/** Each company's running figures (migration 0034) against its ledger, summed the slow way. */
describe("companies' points kept as running figures", () => {
  const t = useTestApp();

  const mismatches = async () => [
    ...(await t.deps.db.query(
      `WITH summed AS (
         SELECT company_id, sum(points)::bigint AS balance,
                coalesce(-sum(points) FILTER (WHERE variation <> 'positive'), 0)::bigint AS consumed
           FROM points_ledger GROUP BY company_id)
       SELECT coalesce(s.company_id, k.company_id) AS company_id, s.balance, s.consumed, k.balance AS kept_balance,
              k.consumed AS kept_consumed
         FROM summed s FULL JOIN company_points_totals k ON k.company_id = s.company_id
        WHERE coalesce(s.balance, 0) <> coalesce(k.balance, 0) OR coalesce(s.consumed, 0) <> coalesce(k.consumed, 0)`,
    )),
    ...(await t.deps.db.query(
      `WITH summed AS (
         SELECT company_id, extract(year FROM created_at AT TIME ZONE 'UTC')::int AS year, sum(points)::bigint AS points
           FROM points_ledger WHERE variation = 'positive' GROUP BY 1, 2)
       SELECT coalesce(s.company_id, k.company_id) AS company_id, coalesce(s.year, k.year) AS year, s.points,
              k.points AS kept
         FROM summed s FULL JOIN company_points_earned k ON k.company_id = s.company_id AND k.year = s.year
        WHERE coalesce(s.points, 0) <> coalesce(k.points, 0)`,
    )),
  ];

  it('match the ledger after the seed and after random writes of single and many rows, across years', async () => {
    expect(await mismatches()).toEqual([]);
    const companies = (await t.deps.db.query<{ id: number }>('SELECT id FROM companies ORDER BY id')).map((c) => c.id);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const variations: Variation[] = ['positive', 'negative', 'reserved', 'expired'];
    for (let i = 0; i < 150; i += 1) {
      const company = companies[random(companies.length)]!;
      const step = random(10);
      const at = new Date(Date.UTC(2022 + random(5), random(12), 1 + random(28), random(24)));
      if (step < 5) {
        const variation = variations[random(4)]!;
        await appendLedger(t.deps.db, {
          companyId: company,
          userId: null,
          reason: 'Random',
          variation,
          points: (variation === 'positive' ? 1 : -1) * (1 + random(500)),
          at,
        });
      } else if (step === 5) {
        // Many rows, several companies and years, in one statement (as the expiry batch and a seed write).
        await t.deps.db.query(
          `INSERT INTO points_ledger (company_id, reason, variation, points, created_at)
           SELECT c, 'Random', 'positive', 10 + g, $2::timestamptz - g * interval '100 days'
             FROM unnest($1::int[]) AS c, generate_series(1, 12) AS g`,
          [[company, companies[random(companies.length)]!], at],
        );
      } else if (step === 6) {
        await t.deps.db.query(
          "UPDATE points_ledger SET created_at = created_at - interval '1 year' WHERE reason = 'Random' AND company_id = $1",
          [company],
        );
      } else if (step === 7) {
        await t.deps.db.query(
          "UPDATE points_ledger SET points = points + 3 WHERE id = (SELECT min(id) FROM points_ledger WHERE reason = 'Random' AND variation = 'positive')",
        );
      } else if (step === 8) {
        await t.deps.db.query(
          "UPDATE points_ledger SET company_id = $1 WHERE id = (SELECT max(id) FROM points_ledger WHERE reason = 'Random')",
          [company],
        );
      } else {
        await t.deps.db.query(
          "DELETE FROM points_ledger WHERE id IN (SELECT id FROM points_ledger WHERE reason = 'Random' ORDER BY id DESC LIMIT 3)",
        );
      }
    }
    expect(await mismatches()).toEqual([]);
    await expirePoints(t.deps.db, new Date(Date.UTC(2027, 0, 1, 0, 30)));
    expect(await mismatches()).toEqual([]);
  });

  it('give the balance and what expires as the ledger does', async () => {
    const [company] = await t.deps.db.query<{ id: number }>(
      "SELECT c.id FROM companies c WHERE c.name LIKE 'Kowalski%'",
    );
    const [summed] = await t.deps.db.query<{ n: number }>(
      'SELECT coalesce(sum(points), 0)::int AS n FROM points_ledger WHERE company_id = $1',
      [company!.id],
    );
    expect(await companyBalance(t.deps.db, company!.id)).toBe(summed!.n);
    // Earned in 2025 and never spent: due at the end of 2026, so on 1 January 2027 (what the job then expires).
    await appendLedger(t.deps.db, {
      companyId: company!.id,
      userId: null,
      reason: 'Old points',
      variation: 'positive',
      points: 40,
      at: new Date(Date.UTC(2025, 5, 1)),
    });
    const before = await balanceAndToExpire(t.deps.db, company!.id, new Date(Date.UTC(2026, 10, 1)));
    expect(before.balance).toBe(summed!.n + 40);
    const expired = await expirePoints(t.deps.db, new Date(Date.UTC(2027, 0, 1, 0, 30)));
    expect(expired).toBeGreaterThan(0);
    expect(await companyBalance(t.deps.db, company!.id)).toBe(before.balance - before.toExpire);
    expect(await mismatches()).toEqual([]);
  });
});
