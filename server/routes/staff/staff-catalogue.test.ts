import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#contract/shop.ts';
import type { StaffProduct, StaffProductRow } from '#contract/staff-catalogue.ts';
import { PL_CUSTOMER } from '#server/test/order-test-helpers.ts';
import { auditCount, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

type Headers = Record<string, string>;
const gloves = (sku = 'GLOVES-WORK') => ({
  type: 'product',
  sku,
  texts: {
    en: { name: 'Work gloves', description: 'Leather gloves for roofers.' },
    pl: { name: 'Rękawice robocze', description: 'Skórzane rękawice dla dekarzy.' },
  },
  categories: ['clothing'],
  variants: [
    { sku: `${sku}-M`, title: 'M', price: 40, stock: 20, attrs: [{ name: 'Size', value: 'M' }] },
    { sku: `${sku}-L`, title: 'L', price: 45, stock: 5, attrs: [{ name: 'Size', value: 'L' }] },
  ],
});

describe('staff catalogue', () => {
  const t = useTestApp();
  let editor: Headers;
  let ops: Headers;
  let support: Headers;
  let owner: Headers;
  const key = { 'X-Operator-Key': TEST_OPERATOR_KEY };
  const create = (product: unknown, region = 2) =>
    t.call<StaffProduct & { message: string; errors: Record<string, string[]> }>(
      'POST',
      '/api/staff/catalogue/products',
      { region_id: region, product },
      editor,
    );

  beforeAll(async () => {
    for (const [email, role] of [
      ['editor@club.example', 'content'],
      ['ops@club.example', 'operations'],
    ]) {
      expect((await t.call('POST', '/api/staff/members', { email, role }, key)).status).toBe(201);
    }
    editor = bearer((await staffSignIn(t, 'editor@club.example')).token);
    ops = bearer((await staffSignIn(t, 'ops@club.example')).token);
    support = bearer((await staffSignIn(t, SUPPORT)).token);
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
  });

  it('lets content staff and admins in: 401 without a session, 403 for support and operations', async () => {
    expect((await t.call('GET', '/api/staff/catalogue/products?region=2')).status).toBe(401);
    expect((await t.call('GET', '/api/staff/catalogue/products?region=2', undefined, owner)).status).toBe(401);
    for (const who of [support, ops]) {
      const res = await t.call<{ message: string }>('GET', '/api/staff/catalogue/products?region=2', undefined, who);
      expect(res).toMatchObject({ status: 403, body: { message: 'Your staff role does not allow this.' } });
      const write = await t.call('POST', '/api/staff/catalogue/products', { region_id: 2, product: gloves() }, who);
      expect(write.status).toBe(403);
    }
    const list = await t.call<{ data: StaffProductRow[]; total: number }>(
      'GET',
      '/api/staff/catalogue/products?region=2&q=jacket',
      undefined,
      editor,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((p) => p.sku)).toEqual(['JACKET-SOFTSHELL']);
  });

  it('creates a product with two variants, audited, that a Polish installer reads in Polish and orders', async () => {
    const before = await auditCount(t);
    const made = await create(gloves());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.variants.map((v) => [v.sku, v.price, v.stock, v.attrs])).toEqual([
      ['GLOVES-WORK-M', 40, 20, [{ name: 'Size', value: 'M' }]],
      ['GLOVES-WORK-L', 45, 5, [{ name: 'Size', value: 'L' }]],
    ]);
    expect(await auditCount(t)).toBe(before + 1);
    const [line] = await t.deps.db.query<{ action: string; object_id: string }>(
      'SELECT action, object_id FROM staff_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(line).toEqual({ action: 'catalogue.product_created', object_id: made.body.uuid });

    // The profile's language (Polish), then English asked for by the app.
    const page = await t.call<{ data: Product[] }>('GET', '/api/v2/shop/products?limit=100', undefined, owner);
    const listed = page.body.data.find((p) => p.uuid === made.body.uuid);
    expect(listed).toMatchObject({ name: 'Rękawice robocze' });
    const polish = await t.call<Product>('GET', `/api/v2/shop/products/${made.body.uuid}`, undefined, owner);
    expect(polish.body).toMatchObject({ name: 'Rękawice robocze', description: 'Skórzane rękawice dla dekarzy.' });
    const english = await t.call<Product>('GET', `/api/v2/shop/products/${made.body.uuid}`, undefined, {
      ...owner,
      'accept-language': 'en',
    });
    expect(english.body.name).toBe('Work gloves');
    expect(english.body.variants[0]!.attrs[0]).toMatchObject({ attrValueName: 'M' });
    // Another region's installer does not see it.
    const romanian = bearer((await signIn(t, 'owner.ro@example.com')).token);
    expect((await t.call('GET', `/api/v2/shop/products/${made.body.uuid}`, undefined, romanian)).status).toBe(404);

    const order = await t.call<{ uuid: string }>(
      'POST',
      '/api/v2/orders',
      { order: [{ uuid: made.body.variants[0]!.uuid, quantity: 4 }], type: 'product', customer: PL_CUSTOMER },
      owner,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const after = await t.call<StaffProduct>(
      'GET',
      `/api/staff/catalogue/products/${made.body.uuid}`,
      undefined,
      editor,
    );
    expect(after.body.variants[0]).toMatchObject({ stock: 16, ordered: true });

    // Ordered: a variant cannot be removed, and deleting archives the product.
    const withoutOrdered = {
      ...gloves(),
      variants: [{ ...gloves().variants[1]!, uuid: after.body.variants[1]!.uuid }],
    };
    const refused = await t.call<{ message: string }>(
      'PUT',
      `/api/staff/catalogue/products/${made.body.uuid}`,
      withoutOrdered,
      editor,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('GLOVES-WORK-M');
    const gone = await t.call('DELETE', `/api/staff/catalogue/products/${made.body.uuid}`, undefined, editor);
    expect(gone.body).toEqual({ outcome: 'archived' });
    expect(
      (await t.call<Product>('GET', `/api/v2/shop/products/${made.body.uuid}`, undefined, owner)).body,
    ).toMatchObject({ active: false, is_visible: false });
    const shop = await t.call<{ data: Product[] }>('GET', '/api/v2/shop/products?limit=100', undefined, owner);
    expect(shop.body.data.map((p) => p.uuid)).not.toContain(made.body.uuid);
  });

  it('refuses wrong input with messages per field, and a taken SKU with 409', async () => {
    const blank = await create({ ...gloves('BLANK'), texts: { pl: { name: 'Tylko polski' } } });
    expect(blank.status).toBe(400);
    expect(Object.values(blank.body.errors).flat()).toContain(
      'Write the English name: the other languages fall back to it.',
    );
    const print = await create({ ...gloves('PRINT-1'), type: 'personalised', categories: [] });
    expect(print.status).toBe(400);
    expect(print.body.errors.settings).toEqual([
      'A personalised print needs what is printed (its subtype) and the fields its form asks for.',
    ]);
    const badVariant = await create({
      ...gloves('BAD-1'),
      variants: [{ sku: 'BAD 1', price: 0, stock: -1 }],
    });
    expect(badVariant.status).toBe(400);
    expect(Object.keys(badVariant.body.errors)).toEqual(
      expect.arrayContaining(['product.variants.0.sku', 'product.variants.0.stock']),
    );
    const unknownCategory = await create({ ...gloves('CAT-1'), categories: ['nope'] });
    expect(unknownCategory.body.errors).toEqual({ categories: ['Unknown category: nope.'] });

    const taken = await create({
      ...gloves('MUG-THERMO'),
      variants: [{ sku: 'JACKET-SOFTSHELL-M', price: 5, stock: 1 }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.sku![0]).toContain('The SKU MUG-THERMO belongs to another product');
    expect(taken.body.errors['variants.0.sku']![0]).toContain('JACKET-SOFTSHELL-M');
    // The same SKU in another region is another shop's.
    expect((await create(gloves('MUG-THERMO'), 3)).status).toBe(201);
  });

  it('makes every type: a personalised print with its settings and subtype, a voucher and a club card', async () => {
    const print = await create({
      type: 'personalised',
      sku: 'MKT-POSTER',
      texts: { en: { name: 'Poster', description: 'A1 poster' } },
      settings: {
        subtype: 'banner',
        fields: [
          { name: 'companyName', group: 'required' },
          { name: 'logo', group: 'optional' },
        ],
      },
      variants: [{ sku: 'MKT-POSTER', price: 120, stock: 10 }],
    });
    expect(print.status, JSON.stringify(print.body)).toBe(201);
    expect(print.body.settings).toEqual({
      subtype: 'banner',
      fields: [
        { name: 'companyName', group: 'required' },
        { name: 'logo', group: 'optional' },
      ],
    });
    const card = await create({
      type: 'card',
      sku: 'CARD-2',
      texts: { en: { name: 'Card' } },
      variants: [{ sku: 'CARD-2', price: 50, stock: 1 }],
    });
    expect(card.body.errors['variants.0.price']).toEqual([
      'A club card costs no points: its price is 0 or below (shown as free).',
    ]);
    const voucher = await create({
      type: 'voucher',
      sku: 'VCH-NEW',
      texts: { en: { name: 'Voucher 50' } },
      variants: [{ sku: 'VCH-NEW', price: 100, stock: 10 }],
    });
    expect(voucher.status).toBe(201);
  });

  it('lowers stock under a cart’s quantity: the cart lookup answers the new stock at once', async () => {
    const made = await create(gloves('GLOVES-CART'));
    const variant = made.body.variants[1]!;
    const cart = () =>
      t.call<{ products: Product[]; uuids: string[] }>('GET', `/api/v2/cart?uuids=${variant.uuid}`, undefined, owner);
    expect((await cart()).body.products[0]!.variants[0]!.stock).toBe(5);
    // The shop's kept page is read first, so a stale copy would show.
    await t.call('GET', `/api/v2/shop/products/${made.body.uuid}`, undefined, owner);
    const patched = await t.call(
      'PATCH',
      `/api/staff/catalogue/variants/${variant.uuid}`,
      { stock: 2, price: 50 },
      editor,
    );
    expect(patched.status).toBe(200);
    const after = (await cart()).body.products[0]!.variants[0]!;
    expect([after.stock, after.price]).toEqual([2, 50]);
    const page = await t.call<Product>('GET', `/api/v2/shop/products/${made.body.uuid}`, undefined, owner);
    expect(page.body.variants[1]).toMatchObject({ stock: 2, price: 50 });
    await t.call('PATCH', `/api/staff/catalogue/variants/${variant.uuid}`, { stock: 0 }, editor);
    expect((await cart()).body.uuids).toEqual([]);
  });

  it('keeps categories with names per language and orders products and pictures', async () => {
    const cat = await t.call<{ uuid: string; names: Record<string, string> }>(
      'POST',
      '/api/staff/catalogue/categories',
      { region_id: 2, slug: 'safety', names: { en: 'Safety', pl: 'Bezpieczeństwo' } },
      editor,
    );
    expect(cat.status, JSON.stringify(cat.body)).toBe(201);
    const again = await t.call(
      'POST',
      '/api/staff/catalogue/categories',
      { region_id: 2, slug: 'safety', names: { en: 'x' } },
      editor,
    );
    expect(again.status).toBe(409);
    const cats = await t.call<{ categories: { slug: string; name: string }[] }>(
      'GET',
      '/api/v1/shop/categories',
      undefined,
      owner,
    );
    expect(cats.body.categories.find((c) => c.slug === 'safety')?.name).toBe('Bezpieczeństwo');

    const made = await create({ ...gloves('GLOVES-PIC'), categories: ['safety'] });
    const photo = (background: string, width = 1200, height = 800) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer();
    const png = await photo('#c05');
    const upload = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'photo.png');
      const res = await t.app.request(`/api/staff/catalogue/products/${made.body.uuid}/images`, {
        method: 'POST',
        body: form,
        headers: editor,
      });
      return { status: res.status, body: (await res.json()) as { images: Product['images'] } };
    };
    const first = await upload(new Uint8Array(png));
    expect(first.status).toBe(201);
    expect(first.body.images[0]!.sizes.l).toMatch(/\.webp$/);
    const file = await t.app.request(first.body.images[0]!.thumbnail);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([file.status, meta.format, meta.width]).toEqual([200, 'webp', 320]);
    // The shop's picture store (decision 0285): AVIF beside WebP, made when the upload committed, kept a year.
    const avif = await t.app.request(first.body.images[0]!.picture!.avif.split(' ')[0]!);
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect(avif.headers.get('cache-control')).toContain('immutable');
    expect((await upload(new TextEncoder().encode('<svg onload=alert(1)>'))).status).toBe(415);
    const tiny = await upload(new Uint8Array(await photo('#0a0', 200, 150)));
    expect([tiny.status, (tiny.body as unknown as { message: string }).message]).toEqual([
      422,
      'The picture is too small: at least 320 px on its shorter side.',
    ]);
    const second = await upload(new Uint8Array(await photo('#05c')));
    const ordered = await t.call<{ images: Product['images'] }>(
      'PUT',
      `/api/staff/catalogue/products/${made.body.uuid}/images`,
      { order: [2, 1] },
      editor,
    );
    expect(ordered.body.images.map((i) => i.thumbnail)).toEqual([
      second.body.images[1]!.thumbnail,
      first.body.images[0]!.thumbnail,
    ]);
    const shop = await t.call<Product>('GET', `/api/v2/shop/products/${made.body.uuid}`, undefined, owner);
    expect(shop.body.thumbnail).toBe(second.body.images[1]!.thumbnail);

    const list = await t.call<{ data: StaffProductRow[] }>(
      'GET',
      '/api/staff/catalogue/products?region=2&state=all',
      undefined,
      editor,
    );
    const at = list.body.data.findIndex((p) => p.uuid === made.body.uuid);
    expect(
      (await t.call('POST', `/api/staff/catalogue/products/${made.body.uuid}/move`, { direction: 'up' }, editor)).body,
    ).toEqual({ moved: true });
    const moved = await t.call<{ data: StaffProductRow[] }>(
      'GET',
      '/api/staff/catalogue/products?region=2&state=all',
      undefined,
      editor,
    );
    expect(moved.body.data.findIndex((p) => p.uuid === made.body.uuid)).toBe(at - 1);
  });

  it('exports CSV safe from formulas, imports it back unchanged, and refuses a wrong row naming it', async () => {
    await create({
      ...gloves('FORMULA'),
      texts: { en: { name: '=HYPERLINK("http://evil")', description: '+1 trick' } },
      variants: [{ sku: 'FORMULA-1', price: 10, stock: 3 }],
    });
    const exported = await t.app.request('/api/staff/catalogue/export/2', { headers: editor });
    expect(exported.status).toBe(200);
    const csv = (await exported.text()).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toMatch(/^product_sku,type,categories,active,visible,sticky,name_en,description_en,/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("'+1 trick");

    const before = await t.call<StaffProductRow[]>('GET', '/api/staff/catalogue/products?region=2', undefined, editor);
    const same = await t.call<Record<string, number>>(
      'POST',
      '/api/staff/catalogue/import',
      { region_id: 2, csv },
      editor,
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.products_created).toBe(0);
    expect(same.body.variants_created).toBe(0);
    const after = await t.call<StaffProductRow[]>('GET', '/api/staff/catalogue/products?region=2', undefined, editor);
    expect(after.body).toEqual(before.body);
    const formula = await t.call<{ data: StaffProductRow[] }>(
      'GET',
      '/api/staff/catalogue/products?region=2&q=formula',
      undefined,
      editor,
    );
    expect(formula.body.data[0]!.name).toBe('=HYPERLINK("http://evil")');

    // A new product and a changed stock, with one wrong row: nothing is saved.
    const lines = csv.split('\r\n');
    const header = lines[0]!.split(',');
    const row = (cells: Record<string, string>) => header.map((h) => cells[h] ?? '').join(',');
    const fresh = row({
      product_sku: 'HAT-1',
      type: 'product',
      active: '1',
      visible: '1',
      sticky: '0',
      name_en: 'Hat',
      name_pl: 'Czapka',
      variant_sku: 'HAT-1',
      price: '30',
      stock: '7',
    });
    const wrong = row({
      product_sku: 'HAT-2',
      type: 'product',
      active: '1',
      visible: '1',
      sticky: '0',
      name_en: 'Hat 2',
      variant_sku: 'HAT-2',
      price: 'ten',
      stock: '7',
    });
    const audits = await auditCount(t);
    const refused = await t.call<{ message: string; errors: Record<string, string[]> }>(
      'POST',
      '/api/staff/catalogue/import',
      { region_id: 2, csv: [lines[0], fresh, wrong].join('\n') },
      editor,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'row 3: price': ['The price must be a whole number of points.'] });
    expect(await auditCount(t)).toBe(audits);
    const none = await t.call<{ total: number }>(
      'GET',
      '/api/staff/catalogue/products?region=2&q=HAT-',
      undefined,
      editor,
    );
    expect(none.body.total).toBe(0);

    const ok = await t.call<Record<string, number>>(
      'POST',
      '/api/staff/catalogue/import',
      { region_id: 2, csv: [lines[0], fresh].join('\n') },
      editor,
    );
    expect(ok.body).toEqual({ products_created: 1, products_updated: 0, variants_created: 1, variants_updated: 0 });
    expect(await auditCount(t)).toBe(audits + 1);
    const hat = await t.call<{ data: Product[] }>('GET', '/api/v2/shop/products?limit=100', undefined, owner);
    expect(hat.body.data.find((p) => p.sku === 'HAT-1')?.name).toBe('Czapka');
  });
});
