import { beforeAll, describe, expect, it } from 'vitest';
import type { VerifyResponse } from '#contract/auth.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '../test/test-app.ts';

/** Which writes empty which kept answers (docs/decisions/0296): seen by changing the database behind the app's back. */
describe('kept answers are emptied only by what changes them', () => {
  const t = useTestApp();
  let pl: VerifyResponse;
  let ro: VerifyResponse;

  beforeAll(async () => {
    pl = await signIn(t, 'owner.pl@example.com');
    ro = await signIn(t, 'owner.ro@example.com');
  });

  const summary = async (who: VerifyResponse) => {
    const res = await t.call('GET', `/api/v1/company/points/${who.installer.company_id}`, undefined, bearer(who.token));
    expect(res.status).toBe(200);
    return JSON.stringify(res.body);
  };
  /** Points the app does not know of until it reads the ledger again. */
  const creditBehindTheBack = (who: VerifyResponse) =>
    t.deps.db.query(
      `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, created_at)
       SELECT id, NULL, 'Kept answers test', 'positive', 7, now() FROM companies WHERE uuid = $1`,
      [who.installer.company_id],
    );
  const createProject = (who: VerifyResponse, postalCode: string) =>
    t.call(
      'POST',
      '/api/v1/project',
      { uuid: crypto.randomUUID(), streetName: 'Test Street 1', postalCode },
      bearer(who.token),
    );
  const shopStock = async (who: VerifyResponse) => {
    const res = await t.call<{ data: { stock: number }[] }>(
      'GET',
      '/api/v2/shop/products?limit=21&page=1',
      undefined,
      bearer(who.token),
    );
    expect(res.status).toBe(200);
    return res.body.data.reduce((sum, p) => sum + p.stock, 0);
  };

  it('keeps them through a refused write and anonymous posts, and empties them on the company write', async () => {
    const before = await summary(pl);
    await creditBehindTheBack(pl);
    const refused = await t.call('POST', '/api/v1/project', { uuid: 'not-a-uuid' }, bearer(pl.token));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const anonymous = await t.call('POST', '/api/v2/installer/login', { email: 'nobody.at.all@example.com' });
    expect(anonymous.status).toBeLessThan(500);
    expect((await t.call('POST', '/api/v2/installer/login', { email: 'owner.pl@example.com' })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/v2/installer/refresh', { refresh_token: 'nonsense' })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(await summary(pl)).toBe(before);
    expect((await createProject(pl, '30-001')).status).toBe(201);
    expect(await summary(pl)).not.toBe(before);
  });

  it("does not empty company B's answers on a write of company A", async () => {
    const before = await summary(ro);
    await creditBehindTheBack(ro);
    expect((await createProject(pl, '30-001')).status).toBe(201);
    expect(await summary(ro)).toBe(before);
    expect((await createProject(ro, '010011')).status).toBe(201);
    expect(await summary(ro)).not.toBe(before);
  });

  it('empties the shop of every region on a staff catalogue edit, not on a company write', async () => {
    const [plBefore, roBefore] = [await shopStock(pl), await shopStock(ro)];
    await t.deps.db.query('UPDATE shop_variants SET stock = stock + 1');
    expect((await createProject(pl, '30-001')).status).toBe(201);
    expect(await shopStock(pl)).toBe(plBefore);
    const key = { 'X-Operator-Key': TEST_OPERATOR_KEY };
    const category = await t.call(
      'POST',
      '/api/staff/catalogue/categories',
      { region_id: 2, slug: 'kept-answers-test', names: { en: 'Kept answers test' } },
      key,
    );
    expect(category.status).toBe(201);
    expect(await shopStock(pl)).toBeGreaterThan(plBefore);
    expect(await shopStock(ro)).toBeGreaterThan(roBefore);
  });

  it("keeps the companies' answers through a staff catalogue edit", async () => {
    const before = await summary(pl);
    await creditBehindTheBack(pl);
    const key = { 'X-Operator-Key': TEST_OPERATOR_KEY };
    const category = await t.call(
      'POST',
      '/api/staff/catalogue/categories',
      { region_id: 2, slug: 'kept-answers-test-2', names: { en: 'Kept answers test 2' } },
      key,
    );
    expect(category.status).toBe(201);
    expect(await summary(pl)).toBe(before);
  });
});
