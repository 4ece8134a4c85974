import { describe, expect, it } from 'vitest';
import { PL_CUSTOMER } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, useTestApp } from '../test/test-app.ts';
import { createSharedReadCache } from './shared-read-cache.ts';

describe('the shared read cache of the shop catalogue', () => {
  const t = useTestApp();

  it('shows stock moved by an order on the very next read', async () => {
    const owner = await signIn(t, 'owner.pl@example.com');
    const list = async () =>
      (
        await t.call<{ data: { uuid: string; name: string; stock: number }[] }>(
          'GET',
          '/api/v2/shop/products?limit=21&page=1',
          undefined,
          bearer(owner.token),
        )
      ).body.data;
    const before = await list();
    const product = before.find((p) => p.name.startsWith('Zestaw'))!;
    const [variant] = await t.deps.db.query<{ uuid: string }>(
      'SELECT v.uuid FROM shop_variants v JOIN shop_products p ON p.id = v.product_id WHERE p.uuid = $1 ORDER BY v.position LIMIT 1',
      [product.uuid],
    );
    const order = await t.call(
      'POST',
      '/api/v2/orders',
      {
        type: 'product',
        order: [{ uuid: variant!.uuid, quantity: 1 }],
        customer: PL_CUSTOMER,
      },
      bearer(owner.token),
    );
    expect(order.status).toBe(201);
    const after = (await list()).find((p) => p.uuid === product!.uuid)!;
    expect(after.stock).toBe(product.stock - 1);
  });

  it("shows a company's new scan in its points summary on the very next read", async () => {
    const owner = await signIn(t, 'owner.pl@example.com');
    const summary = async () =>
      (
        await t.call<{ points: { in_prog: number }; scans: { current_year: number } }>(
          'GET',
          `/api/v1/company/points/${owner.installer.company_id}`,
          undefined,
          bearer(owner.token),
        )
      ).body;
    const before = await summary();
    const projects = await t.call<{ data: { uuid: string }[] }>(
      'GET',
      '/api/v1/project',
      undefined,
      bearer(owner.token),
    );
    const scan = await t.call(
      'POST',
      '/api/v2/scans',
      { project_uuid: projects.body.data[0]!.uuid, code: 'RW-DEMO-0001', uuid: crypto.randomUUID() },
      bearer(owner.token),
    );
    expect(scan.status).toBe(201);
    const after = await summary();
    expect(after.scans.current_year).toBe(before.scans.current_year + 1);
    expect(after.points.in_prog).toBeGreaterThan(before.points.in_prog);
  });
});

describe('how long shared answers are kept', () => {
  const clockAt = (ms: { now: number }) => ({ now: () => new Date(ms.now) });

  it('keeps an answer for the configured time, then loads it again', async () => {
    const time = { now: 0 };
    const cache = createSharedReadCache(clockAt(time), 30_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('catalogue', 'k', load)).toBe(1);
    time.now = 29_999;
    expect(await cache.remember('catalogue', 'k', load)).toBe(1);
    time.now = 30_000;
    expect(await cache.remember('catalogue', 'k', load)).toBe(2);
  });

  it('keeps nothing with KEPT_ANSWERS_SECONDS=0: every read goes to the database', async () => {
    const cache = createSharedReadCache(clockAt({ now: 0 }), 0);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('catalogue', 'k', load)).toBe(1);
    expect(await cache.remember('catalogue', 'k', load)).toBe(2);
  });

  it('empties only the scopes named, and all of them for all', async () => {
    const cache = createSharedReadCache(clockAt({ now: 0 }), 30_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('company:1', 'k', load)).toBe(1);
    expect(await cache.remember('company:2', 'k', load)).toBe(2);
    expect(await cache.remember('catalogue', 'k', load)).toBe(3);
    cache.drop(['company:1']);
    expect(await cache.remember('company:1', 'k', load)).toBe(4);
    expect(await cache.remember('company:2', 'k', load)).toBe(2);
    expect(await cache.remember('catalogue', 'k', load)).toBe(3);
    cache.drop(['all']);
    expect(await cache.remember('company:2', 'k', load)).toBe(5);
    expect(await cache.remember('catalogue', 'k', load)).toBe(6);
  });
});
