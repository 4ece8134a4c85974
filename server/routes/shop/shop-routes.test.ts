import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Product, ProductPage } from '#contract/shop.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Page = v.InferOutput<typeof ProductPage>;

describe('shop catalogue', () => {
  const t = useTestApp();
  let pl: Record<string, string>;
  let ro: Record<string, string>;
  const get = <T = never>(path: string, auth = pl) => t.call<T>('GET', `/api${path}`, undefined, auth);

  beforeAll(async () => {
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
  });

  it("lists the region's categories, optionally those with a product type", async () => {
    const all = await get<{ categories: { slug: string }[] }>('/v1/shop/categories?region_id=2');
    expect(all.body.categories.map((c) => c.slug)).toEqual(['vouchers', 'tools', 'clothing', 'marketing', 'club-card']);
    const vouchers = await get<{ categories: { slug: string }[] }>('/v1/shop/categories?type=voucher');
    expect(vouchers.body.categories.map((c) => c.slug)).toEqual(['vouchers']);
    const other = await get<{ categories: unknown[] }>('/v1/shop/categories?region_id=3');
    expect(other.body.categories).toEqual([]);
  });

  it('pages visible, active products without the club card', async () => {
    const res = await get<Page>('/v2/shop/products?active=1&is_visible=1&region=2');
    expect(res.status).toBe(200);
    const page = v.parse(ProductPage, res.body);
    expect(page.meta).toMatchObject({ last_page: 1, total: 13, per_page: 21 });
    const names = page.data.map((p) => p.name);
    expect(names).not.toContain('Karta klubowa Installer Club');
    expect(names).not.toContain('Latarka czołowa');
    expect(names).not.toContain('Poziomica 120 cm');
    const jacket = page.data.find((p) => p.sku === 'JACKET-SOFTSHELL')!;
    expect(jacket).toMatchObject({ type: 'product', stock: 158, prices: { min: 300, max: 300 } });
    // A tile: no description, no variants, one picture at most; the product's page has them (issue 30).
    expect(jacket).not.toHaveProperty('variants');
    expect(jacket).not.toHaveProperty('description');
    expect(page.data.every((p) => p.images.length <= 1)).toBe(true);
    const whole = (await get<Product>(`/v2/shop/products/${jacket.uuid}`)).body;
    expect(whole.variants.map((x) => [x.title, x.stock])).toEqual([
      ['M', 150],
      ['L', 8],
      ['XL', 0],
    ]);
    expect(whole.variants[0]!.attrs[0]).toMatchObject({ attrValueName: 'M' });
  });

  it('filters by category, sorts and pages', async () => {
    const vouchers = await get<Page>('/v2/shop/products?categories=vouchers&sort=price_asc');
    expect(vouchers.body.data.map((p) => p.prices.min)).toEqual([100, 200, 400]);
    const paged = await get<Page>('/v2/shop/products?limit=5&page=3');
    expect(paged.body.meta).toMatchObject({ last_page: 3, total: 13, current_page: 3 });
    expect(paged.body.data).toHaveLength(3);
    const sticky = await get<Page>('/v2/shop/products?sticky=1&limit=4');
    expect(sticky.body.data.map((p) => p.sku)).toEqual([
      'VCH-ALLEGRO-100',
      'VCH-CASTO-50',
      'JACKET-SOFTSHELL',
      'TOOL-SCREWDRIVERS',
    ]);
    const bad = await get('/v2/shop/products?limit=0&sort=cheap');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { limit: ['Limit must be at least 1.'], sort: ['Unknown sort.'] } });
  });

  it('shows a product with settings, inactive ones with their flag, and 404 for another region', async () => {
    const list = await get<Page>('/v2/shop/products?categories=marketing');
    const flyer = list.body.data.find((p) => p.sku === 'MKT-FLYER-A5')!;
    const res = await get<Product>(`/v2/shop/products/${flyer.uuid}`);
    expect(res.body.settings).toMatchObject({ subtype: 'flyer' });
    expect(res.body.settings!.fields).toContainEqual({ name: 'services', group: 'required' });
    const [inactive] = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid FROM shop_products WHERE sku = 'TOOL-HEADLAMP'",
    );
    expect((await get(`/v2/shop/products/${inactive!.uuid}`)).body).toMatchObject({ active: false });
    expect(await get(`/v2/shop/products/${flyer.uuid}`, ro)).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect((await get('/v2/shop/products/nope')).status).toBe(400);
  });

  it('lists the club card with its negative price', async () => {
    const res = await get<{ data: Page['data'] }>('/v2/shop/products/cards?limit=1&region_id=2');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ type: 'card', prices: { min: -1 } });
    expect((await get<{ data: unknown[] }>('/v2/shop/products/cards', ro)).body.data).toEqual([]);
  });

  it('lists the marketing services', async () => {
    const res = await get<{ services: { id: number; text: string; icon: string }[] }>('/v1/shop/marketing-services');
    expect(res.body.services.length).toBeGreaterThanOrEqual(6);
    // In the reader's language: the Polish owner's profile (decision 0281).
    expect(res.body.services[0]).toMatchObject({ text: 'Montaż okien dachowych', icon: 'window' });
  });

  it('looks the cart up: current price and stock, unavailable variants dropped', async () => {
    const rows = await t.deps.db.query<{ sku: string; uuid: string }>(
      `SELECT v.sku, v.uuid FROM shop_variants v WHERE v.sku IN ('JACKET-SOFTSHELL-M', 'JACKET-SOFTSHELL-XL', 'VCH-ALLEGRO-100', 'TOOL-HEADLAMP', 'VCH-EMAG-100')`,
    );
    const id = (sku: string) => rows.find((r) => r.sku === sku)!.uuid;
    const res = await get<{
      products: { name: string; variants: { uuid: string; stock: number }[] }[];
      uuids: string[];
    }>(
      `/v2/cart?uuids=${id('JACKET-SOFTSHELL-M')},${id('JACKET-SOFTSHELL-XL')}&uuids=${id('VCH-ALLEGRO-100')}&uuids=${id('TOOL-HEADLAMP')}&uuids=${id('VCH-EMAG-100')}&uuids=junk`,
    );
    expect(res.status).toBe(200);
    expect(res.body.uuids.sort()).toEqual([id('JACKET-SOFTSHELL-M'), id('VCH-ALLEGRO-100')].sort());
    const jacket = res.body.products.find((p) => p.name === 'Kurtka softshell Installer Club')!;
    expect(jacket.variants).toEqual([
      expect.objectContaining({ uuid: id('JACKET-SOFTSHELL-M'), stock: 150, price: 300 }),
    ]);
    expect((await get<{ products: unknown[] }>('/v2/cart')).body).toEqual({ products: [], uuids: [] });
  });
});
