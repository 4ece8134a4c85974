import { beforeAll, describe, expect, it } from 'vitest';
import { variantUuids } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };

describe('operator stock', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let variant: (sku: string) => string;

  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    variant = await variantUuids(t);
  });

  const lookup = async (uuid: string) =>
    (
      await t.call<{ products: { variants: { stock: number }[] }[] }>(
        'GET',
        `/api/v2/cart?uuids=${uuid}`,
        undefined,
        owner,
      )
    ).body;

  it('sets a variant stock that the cart lookup then answers, and 0 leaves it out', async () => {
    const uuid = variant('TOOL-SCREWDRIVERS');
    const res = await t.call('POST', '/api/operator/shop/stock', { sku: 'TOOL-SCREWDRIVERS', stock: 2 }, OPERATOR);
    expect(res.status).toBe(200);
    expect((await lookup(uuid)).products[0]?.variants[0]?.stock).toBe(2);
    await t.call('POST', '/api/operator/shop/stock', { sku: 'TOOL-SCREWDRIVERS', stock: 0 }, OPERATOR);
    expect((await lookup(uuid)).products).toEqual([]);
  });

  it('needs the operator key, a known SKU and a whole number', async () => {
    expect((await t.call('POST', '/api/operator/shop/stock', { sku: 'MUG-THERMO', stock: 1 })).status).toBe(401);
    expect((await t.call('POST', '/api/operator/shop/stock', { sku: 'NOPE', stock: 1 }, OPERATOR)).status).toBe(404);
    expect((await t.call('POST', '/api/operator/shop/stock', { sku: 'MUG-THERMO', stock: -1 }, OPERATOR)).status).toBe(
      400,
    );
  });
});
