import { beforeAll, describe, expect, it } from 'vitest';
import type { PointsMovement } from '#contract/points.ts';
import { appendLedger } from '#server/services/points/ledger.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Headers = Record<string, string>;
interface Movements {
  since: string;
  balance_before: number;
  data: PointsMovement[];
}

describe("the balance chart's points moves", () => {
  const t = useTestApp();
  let pl: Headers;
  let cz: Headers;
  let plCompanyId: number;
  beforeAll(async () => {
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    cz = bearer((await signIn(t, 'decor.cz@example.com')).token);
    const [row] = await t.deps.db.query<{ company_id: number }>(
      "SELECT company_id FROM users WHERE email = 'owner.pl@example.com'",
    );
    plCompanyId = row!.company_id;
  });

  it('answers the last 12 months by default, oldest first, with the balance before them: together the balance', async () => {
    const res = await t.call<Movements>('GET', '/api/v1/points/movements', undefined, pl);
    expect(res.status).toBe(200);
    const now = t.clock.now();
    expect(res.body.since).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString());
    const times = res.body.data.map((m) => m.created_at);
    expect([...times].sort()).toEqual(times);
    expect(times.every((at) => at >= res.body.since)).toBe(true);
    const moved = res.body.data.reduce((sum, m) => sum + m.points, 0);
    const [balance] = await t.deps.db.query<{ n: number }>(
      'SELECT coalesce(sum(points), 0)::int AS n FROM points_ledger WHERE company_id = $1',
      [plCompanyId],
    );
    expect(res.body.balance_before + moved).toBe(balance!.n);
  });

  it('marks points given back as returned, not earned; a promotion is earned', async () => {
    const at = t.clock.now();
    const base = { companyId: plCompanyId, userId: null, at };
    await appendLedger(t.deps.db, { ...base, reason: 'Order Reservation', variation: 'reserved', points: -40 });
    await appendLedger(t.deps.db, { ...base, reason: 'Order reject', variation: 'positive', points: 40 });
    await appendLedger(t.deps.db, { ...base, reason: 'Autumn promotion', variation: 'positive', points: 15 });
    const since = new Date(at.getTime() - 1000).toISOString();
    const res = await t.call<Movements>('GET', `/api/v1/points/movements?since=${since}`, undefined, pl);
    expect(res.status).toBe(200);
    expect(res.body.data.map(({ variation, points, returned }) => ({ variation, points, returned }))).toEqual([
      { variation: 'reserved', points: -40, returned: false },
      { variation: 'positive', points: 40, returned: true },
      { variation: 'positive', points: 15, returned: false },
    ]);
  });

  it('refuses a moment more than 400 days back, in the future, or not a moment', async () => {
    const now = t.clock.now().getTime();
    for (const since of [
      new Date(now - 401 * 86_400_000).toISOString(),
      new Date(now + 86_400_000).toISOString(),
      'yesterday',
    ]) {
      const res = await t.call('GET', `/api/v1/points/movements?since=${encodeURIComponent(since)}`, undefined, pl);
      expect(res.status, since).toBe(400);
    }
  });

  it('shows each company its own moves and needs a signed-in user', async () => {
    const theirs = await t.call<Movements>('GET', '/api/v1/points/movements', undefined, cz);
    expect(theirs.status).toBe(200);
    const [balance] = await t.deps.db.query<{ n: number }>(
      "SELECT coalesce(sum(points), 0)::int AS n FROM points_ledger WHERE company_id = (SELECT company_id FROM users WHERE email = 'decor.cz@example.com')",
    );
    expect(theirs.body.balance_before + theirs.body.data.reduce((sum, m) => sum + m.points, 0)).toBe(balance!.n);
    expect(theirs.body.data.some((m) => m.returned)).toBe(false);
    expect((await t.call('GET', '/api/v1/points/movements')).status).toBe(401);
  });
});
