import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PL_CUSTOMER } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, useTestApp } from '../test/test-app.ts';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PRODUCTS = '/api/v2/shop/products?limit=21&page=1';

const ORDER = { type: 'product', customer: PL_CUSTOMER };

describe('answers of calls, encoded once (json-answer.ts)', () => {
  const t = useTestApp();

  /** The answer as a browser gets it and as a client without gzip gets it, with their headers. */
  async function both(path: string, token: string) {
    const zipped = await t.app.request(path, { headers: { ...BROWSER, ...bearer(token) } });
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    const plain = await t.app.request(path, { headers: bearer(token) });
    const plainText = await plain.text();
    return { zipped, zippedBytes, plain, plainText };
  }

  it('gzips an answer made per request for a browser: the same JSON, its length, Vary', async () => {
    const owner = await signIn(t, 'owner.pl@example.com');
    const { zipped, zippedBytes, plain, plainText } = await both('/api/v1/company/user/self', owner.token);
    expect(Buffer.byteLength(plainText)).toBeGreaterThanOrEqual(1024);
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/json');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(zipped.headers.get('content-length'))).toBe(zippedBytes.byteLength);
    expect(gunzipSync(zippedBytes).toString()).toBe(plainText);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(plainText));
  });

  it('sends an answer under 1 KiB as it is, without Vary', async () => {
    const owner = await signIn(t, 'owner.pl@example.com');
    const res = await t.app.request(`/api/v1/company/points/${owner.installer.company_id}`, {
      headers: { ...BROWSER, ...bearer(owner.token) },
    });
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toHaveProperty('points');
  });

  it('sends a kept catalogue the same bytes again, and its new content on the read after a write', async () => {
    const owner = await signIn(t, 'owner.pl@example.com');
    const first = await both(PRODUCTS, owner.token);
    expect(first.zipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(first.zipped.headers.get('content-length'))).toBe(first.zippedBytes.byteLength);
    expect(gunzipSync(first.zippedBytes).toString()).toBe(first.plainText);
    const again = await both(PRODUCTS, owner.token);
    expect(again.zippedBytes.equals(first.zippedBytes)).toBe(true);
    expect(again.plainText).toBe(first.plainText);

    const products = JSON.parse(first.plainText) as { data: { uuid: string; name: string }[] };
    const product = products.data.find((p) => p.name.startsWith('Zestaw'))!;
    const [variant] = await t.deps.db.query<{ uuid: string }>(
      'SELECT v.uuid FROM shop_variants v JOIN shop_products p ON p.id = v.product_id WHERE p.uuid = $1 ORDER BY v.position LIMIT 1',
      [product.uuid],
    );
    const order = await t.call(
      'POST',
      '/api/v2/orders',
      { ...ORDER, order: [{ uuid: variant!.uuid, quantity: 1 }] },
      bearer(owner.token),
    );
    expect(order.status).toBe(201);

    const after = await both(PRODUCTS, owner.token);
    const afterText = gunzipSync(after.zippedBytes).toString();
    expect(afterText).toBe(after.plainText);
    expect(afterText).not.toBe(first.plainText);
    const stock = (text: string) =>
      (JSON.parse(text) as { data: { uuid: string; stock: number }[] }).data.find((p) => p.uuid === product.uuid)!
        .stock;
    expect(stock(afterText)).toBe(stock(first.plainText) - 1);
    expect(Number(after.zipped.headers.get('content-length'))).toBe(after.zippedBytes.byteLength);
  });

  it("keeps kept answers to their scope: another company's summary and another region's shop stay theirs", async () => {
    const pl = await signIn(t, 'owner.pl@example.com');
    const ro = await signIn(t, 'owner.ro@example.com');
    const summary = `/api/v1/company/points/${pl.installer.company_id}`;
    expect((await t.call('GET', summary, undefined, bearer(pl.token))).status).toBe(200);
    expect((await t.call('GET', summary, undefined, bearer(ro.token))).status).toBe(404);
    const plShop = await both(PRODUCTS, pl.token);
    const roShop = await both(PRODUCTS, ro.token);
    expect(roShop.plainText).not.toBe(plShop.plainText);
    const roZipped = roShop.zipped.headers.get('content-encoding') === 'gzip';
    expect(roZipped ? gunzipSync(roShop.zippedBytes).toString() : roShop.zippedBytes.toString()).toBe(roShop.plainText);
  });
});
