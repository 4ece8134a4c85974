import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PointsForecast, PointsSummary } from '#contract/points.ts';
import type { ScanStats } from '#contract/scans.ts';
import type { TierProgress } from '#contract/tiers.ts';
import { expirePoints, warnExpiringPoints } from '#server/services/points/points-expiry.ts';
import { countWindowScansThisYear } from '#server/services/scans/scan-stats.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const DAY = 86_400_000;
type Headers = Record<string, string>;

describe('points, scan stats, tiers and jobs', () => {
  const t = useTestApp();
  let pl: Headers;
  let cz: Headers;
  let plCompany: { id: number; uuid: string };
  beforeAll(async () => {
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    cz = bearer((await signIn(t, 'decor.cz@example.com')).token);
    [plCompany] = (await t.deps.db.query<{ id: number; uuid: string }>(
      "SELECT c.id, c.uuid FROM companies c JOIN users u ON u.company_id = c.id WHERE u.email = 'owner.pl@example.com'",
    )) as [{ id: number; uuid: string }];
  });

  it('summarises the seeded projects, points and scans of the PL company', async () => {
    const res = await t.call<PointsSummary>('GET', `/api/v1/company/points/${plCompany.uuid}`, undefined, pl);
    expect(res.body).toMatchObject({
      company_points: 1200,
      projects: { in_prog: 2, completed: 1, lost: 1 },
      points: { completed: 35, in_prog: 45, lost: 5 },
      scans: { completed: 4 },
    });
    expect(res.body.points.to_expire).toBeGreaterThan(0);
  });

  it('forecasts pending points, the balance and its expiry dates; another company sees its own', async () => {
    const res = await t.call<PointsForecast>('GET', '/api/v1/points/forecast', undefined, pl);
    expect(res.status).toBe(200);
    const f = res.body;
    expect(f.balance).toBe(1200);
    // The two seeded open projects, the nearest deadline first; none in review.
    expect(f.pending.in_progress.projects).toBe(2);
    expect(f.pending.in_review).toEqual({ points: 0, projects: 0 });
    expect(f.projects.map((p) => p.status)).toEqual(['open', 'open']);
    const deadlines = f.projects.map((p) => p.deadline_at!);
    expect([...deadlines].sort()).toEqual(deadlines);
    expect(f.projects.reduce((n, p) => n + p.available_points, 0)).toBe(
      f.pending.in_review.points + f.pending.in_progress.points,
    );
    // The whole balance lapses over the next two 1 Januarys, the next one taking the summary's to_expire.
    const summary = await t.call<PointsSummary>('GET', `/api/v1/company/points/${plCompany.uuid}`, undefined, pl);
    const year = t.clock.now().getUTCFullYear();
    expect(f.expiries[0]).toEqual({
      date: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
      points: summary.body.points.to_expire,
    });
    expect(f.expiries.reduce((n, e) => n + e.points, 0)).toBe(1200);
    const decor = await t.call<PointsForecast>('GET', '/api/v1/points/forecast', undefined, cz);
    expect(decor.body.projects.every((p) => !f.projects.some((q) => q.uuid === p.uuid))).toBe(true);
  });

  it('pages the points history newest first and shows the seeded expiry', async () => {
    const res = await t.call<{ data: { event: string; variation: string }[]; meta: { last_page: number } }>(
      'GET',
      '/api/v1/points/history?page=1',
      undefined,
      pl,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.some((r) => r.event === 'Points expired' && r.variation === 'expired')).toBe(true);
    expect((await t.call('GET', '/api/v1/points/history?page=x', undefined, pl)).status).toBe(400);
  });

  it('answers basic points per region; decor users see only decor rows', async () => {
    const plTable = await t.call<{ data: { points: number }[] }>('GET', '/api/v1/points/basic', undefined, pl);
    expect(plTable.body.data.map((r) => r.points)).toEqual([10, 10, 5, 10, 10, 5]);
    const si = await t.call<{ data: { points: number }[] }>('GET', '/api/v1/points/basic?region_id=6', undefined, pl);
    expect(si.body.data.map((r) => r.points).sort((a, b) => a - b)).toEqual([5, 10, 15]);
    const decor = await t.call<{ data: { decor: boolean }[] }>('GET', '/api/v1/points/basic', undefined, cz);
    expect(decor.body.data.length).toBeGreaterThan(0);
    expect(decor.body.data.every((r) => r.decor)).toBe(true);
  });

  it('counts scans this year by type and window scans', async () => {
    const res = await t.call<ScanStats>('GET', `/api/v1/company/${plCompany.uuid}/scans/stats`, undefined, pl);
    expect(res.body.current_year.windows).toBe(await countWindowScansThisYear(t.deps.db, plCompany.id, t.clock.now()));
    // Seeded scans are 1-121 days old: all of them count unless the year just began.
    const total = res.body.current_year.by_type.reduce((n, r) => n + r.count, 0);
    expect(res.body.current_year.total).toBe(total);
    if (t.clock.now().getUTCMonth() >= 5) expect(total).toBe(10);
    expect((await t.call('GET', `/api/v1/company/${randomUUID()}/scans/stats`, undefined, pl)).status).toBe(404);
  });

  it('answers tiers for installers, none for decor users; history only for the own company', async () => {
    const tiers = await t.call<{ data: { tier_category: number }[] }>('GET', '/api/v2/tiers', undefined, pl);
    expect(tiers.body.data.map((d) => d.tier_category)).toEqual([1, 2, 3, 99]);
    expect((await t.call<{ data: unknown[] }>('GET', '/api/v2/tiers', undefined, cz)).body.data).toEqual([]);
    const history = await t.call<{ data: TierProgress[] }>(
      'GET',
      `/api/v2/tiers/history?installer_company_id=${plCompany.id}`,
      undefined,
      pl,
    );
    const all = history.body.data.find((h) => h.tier_definition.tier_category === 99)!;
    // Progress leaves out the lost project's product: 9 of the 10 seeded scans when they are all this year's.
    if (t.clock.now().getUTCMonth() >= 5) {
      expect(all).toMatchObject({
        progress: 9,
        tier_bracket: { level: 1 },
        next_bracket_points: 100,
        next_bracket_missing: 11,
      });
    }
    expect(all.progress).toBeLessThan(20);
    const byUuid = await t.call('GET', `/api/v2/tiers/history?installer_company_id=${plCompany.uuid}`, undefined, pl);
    expect(byUuid.body).toEqual(history.body);
    expect((await t.call('GET', '/api/v2/tiers/history?installer_company_id=999999', undefined, pl)).status).toBe(404);
    expect((await t.call('GET', '/api/v2/tiers/history?installer_company_id=x', undefined, pl)).status).toBe(400);
  });

  it('expires points on 1 January two years on, after an October warning, once', async () => {
    const now = t.clock.now();
    const october = new Date(Date.UTC(now.getUTCFullYear(), 9, 2));
    const due = (await t.call<PointsSummary>('GET', `/api/v1/company/points/${plCompany.uuid}`, undefined, pl)).body
      .points.to_expire;
    expect(await warnExpiringPoints(t.deps.db, october)).toBeGreaterThan(0);
    expect(await warnExpiringPoints(t.deps.db, october)).toBe(0);
    const newYear = new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1, 1));
    expect(await expirePoints(t.deps.db, newYear)).toBeGreaterThan(0);
    expect(await expirePoints(t.deps.db, newYear)).toBe(0);
    const [row] = await t.deps.db.query<{ points: number }>(
      "SELECT points FROM points_ledger WHERE company_id = $1 AND reason = 'Points expired' ORDER BY id DESC LIMIT 1",
      [plCompany.id],
    );
    expect(row!.points).toBe(-due);
  });

  it('moves open projects past 90 days to lost, on read and by the run-jobs operator call', async () => {
    t.clock.advance(91 * DAY);
    const h = bearer((await signIn(t, 'member.pl@example.com')).token);
    const open = await t.call<{ total: number }>('GET', '/api/v1/project', undefined, h);
    expect(open.body.total).toBe(0);
    const run = await t.call<{ done: Record<string, number> }>('POST', '/api/operator/jobs/run', undefined, {
      'X-Operator-Key': TEST_OPERATOR_KEY,
    });
    expect(run.body.done['projects.lost']).toBeGreaterThanOrEqual(2);
    const lost = await t.call<{ total: number }>('GET', '/api/v1/project?status=lost', undefined, h);
    expect(lost.body.total).toBeGreaterThanOrEqual(3);
  });
});
