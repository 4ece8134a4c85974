import { describe, expect, it } from 'vitest';
import { productsIn } from '#server/services/catalogue/product-texts.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { listProducts, type ProductFilter } from './catalog.ts';
import { productTile } from './product-tile.ts';
import { tilePageJson } from './tile-page.ts';

/** The shop's list built by the database (decision 0298) against the tiles made here from whole products. */
describe("the shop's list page in one statement (tile-page.ts)", () => {
  const t = useTestApp();

  const base = (regionId: number): ProductFilter => ({
    regionId,
    categories: [],
    active: true,
    visible: true,
    sort: 'position',
    page: 1,
    limit: 21,
  });

  it('answers the tiles productTile makes, in the same order and language, and the same total', async () => {
    const db = t.deps.db;
    const [pl] = await db.query<{ region_id: number }>(
      "SELECT region_id FROM users WHERE email = 'owner.pl@example.com'",
    );
    const regionId = pl!.region_id;
    // Edge cases: pictures out of order, one without the store's srcsets, no variants, a Polish name, equal positions.
    const images = [
      { position: 2, sizes: { s: '/a-s', m: '/a-m', l: '/a-l' }, thumbnail: '/a-t' },
      { position: 1, sizes: { s: '/b-s', m: '/b-m', l: '/b-l' }, thumbnail: '/b-t' },
      { position: 1, sizes: { s: '/c-s', m: '/c-m', l: '/c-l' }, thumbnail: '/c-t' },
    ];
    const [edge] = await db.query<{ id: number }>(
      `INSERT INTO shop_products (region_id, type, name, sku, images, position)
       VALUES ($1, 'product', 'Edge', 'EDGE-1', $2::jsonb, 0) RETURNING id`,
      [regionId, JSON.stringify(images)],
    );
    await db.query(`INSERT INTO shop_product_texts (product_id, language, name) VALUES ($1, 'pl', 'Krawędź')`, [
      edge!.id,
    ]);
    const [slug] = await db.query<{ slug: string }>(
      'SELECT slug FROM shop_categories WHERE region_id = $1 ORDER BY position LIMIT 1',
      [regionId],
    );
    const filters: ProductFilter[] = [
      base(regionId),
      { ...base(regionId), sort: 'newest' },
      { ...base(regionId), sort: 'price_asc', limit: 5, page: 2 },
      { ...base(regionId), sort: 'price_desc' },
      { ...base(regionId), type: 'card' },
      { ...base(regionId), type: 'personalised', sticky: false },
      { ...base(regionId), categories: [slug!.slug] },
      { ...base(regionId), page: 40 },
    ];
    let compared = 0;
    for (const filter of filters) {
      for (const language of ['en', 'pl', 'de']) {
        const made = await tilePageJson(db, filter, language);
        const { data, total } = await listProducts(db, filter);
        // As the client gets it: JSON (a tile's picture left undefined is no key).
        const expected = JSON.parse(JSON.stringify(await productsIn(db, data.map(productTile), language)));
        expect(JSON.parse(made.data), `${JSON.stringify(filter)} in ${language}`).toStrictEqual(expected);
        expect(made.total).toBe(total);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(50);
    const page = JSON.parse((await tilePageJson(db, base(regionId), 'pl')).data) as { uuid: string; name: string }[];
    expect(page.map((tile) => tile.name)).toContain('Krawędź');
  });
});
