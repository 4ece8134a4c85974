import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders.ts';
import type { OrderFile } from '#contract/shop.ts';
import { PL_CUSTOMER, variantUuids } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'order-files-'));
// A real 1×1 PNG: the type is read from the content (file-type), a bare signature is not an image.
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPg9u8CAAFNAOV/tmSBAAAAAElFTkSuQmCC',
    'base64',
  ),
);
const SVG = new TextEncoder().encode(
  '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
);

describe('order files and personalised orders', () => {
  const t = useTestApp({ dataDir });
  let owner: Record<string, string>;
  let variant: (sku: string) => string;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const upload = async (
    bytes: Uint8Array,
    name: string,
    declared = 'image/png',
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type: declared }));
    const res = await t.app.request('/api/v1/shop/order/files', {
      method: 'POST',
      body: form,
      headers: { ...owner, ...headers },
    });
    return { status: res.status, body: (await res.json()) as OrderFile & { message: string } };
  };

  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    variant = await variantUuids(t);
  });

  it('stores allowed types by content under a random name', async () => {
    const png = await upload(PNG, 'logo.txt', 'text/plain');
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ originalName: 'logo.txt', type: 'image/png', size: PNG.length });
    expect(png.body.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(readFileSync(join(dataDir, 'uploads', png.body.path))).toEqual(Buffer.from(PNG));
    const svg = await upload(SVG, 'logo.png');
    expect(svg.body).toMatchObject({ type: 'image/svg+xml' });
    const pdf = await upload(new TextEncoder().encode('%PDF-1.7\n'), 'logo.ai', 'application/illustrator');
    expect(pdf.body.type).toBe('application/pdf');
  });

  it('refuses other content whatever its name or declared type, and files over 10,000,000 bytes', async () => {
    const exe = await upload(new TextEncoder().encode('MZ\x90\x00 not an image'), 'logo.png', 'image/png');
    expect(exe).toMatchObject({ status: 415, body: { message: 'This file type is not allowed.' } });
    const html = await upload(new TextEncoder().encode('<html><svg></svg></html>'), 'logo.svg', 'image/svg+xml');
    expect(html.status).toBe(415);
    const big = new Uint8Array(10_000_001);
    big.set(PNG);
    expect(await upload(big, 'big.png')).toMatchObject({ status: 413, body: { message: 'The file is too large.' } });
    const res = await t.app.request('/api/v1/shop/order/files', {
      method: 'POST',
      body: new FormData(),
      headers: owner,
    });
    expect(res.status).toBe(400);
    expect((await t.app.request('/api/v1/shop/order/files', { method: 'POST', body: new FormData() })).status).toBe(
      401,
    );
  });

  it('replays an upload with the same Idempotency-Key', async () => {
    const first = await upload(PNG, 'a.png', 'image/png', { 'Idempotency-Key': 'logo-1' });
    const again = await upload(PNG, 'a.png', 'image/png', { 'Idempotency-Key': 'logo-1' });
    expect(again.body.uuid).toBe(first.body.uuid);
    expect((await upload(SVG, 'b.svg', 'image/svg+xml', { 'Idempotency-Key': 'logo-1' })).status).toBe(422);
  });

  it('checks personalisation: required fields, contact, services count, lengths', async () => {
    const place = (data: unknown) =>
      t.call<Order & { errors: Record<string, string[]> }>(
        'POST',
        '/api/v2/orders',
        {
          order: [{ uuid: variant('MKT-FLYER-A5-100'), quantity: 1 }],
          type: 'personalised',
          customer: PL_CUSTOMER,
          data,
        },
        owner,
      );
    const missing = await place(undefined);
    expect(missing.body.errors).toEqual({
      [`data.${variant('MKT-FLYER-A5-100')}`]: ['Fill in the personalisation for this product.'],
    });
    const key = `data.${variant('MKT-FLYER-A5-100')}`;
    const bad = await place({
      [variant('MKT-FLYER-A5-100')]: {
        companyName: '',
        link: '',
        shortDescription: 'x'.repeat(81),
        services: [{ text: 'Roof repairs', icon: 'roof' }],
        logo: { uuid: '00000000-0000-4000-8000-000000000000' },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      [`${key}.companyName`]: ['Company name is required.'],
      [`${key}.link`]: ['Link must not be empty once added.'],
      [`${key}.contact`]: ['Enter a phone number or an e-mail address.'],
      [`${key}.shortDescription`]: ['Short description must be at most 80 characters.'],
      [`${key}.services`]: ['Choose exactly 6 services.'],
      [`${key}.logo`]: ['Logo: upload the file again.'],
    });
    const logo = (await upload(PNG, 'logo.png')).body;
    const services = Array.from({ length: 6 }, (_, i) => ({ text: `Service ${i}`, icon: 'window' }));
    const ok = await place({
      [variant('MKT-FLYER-A5-100')]: {
        companyName: 'Kowalski Dachy',
        phone: '+48500000001',
        longDescription: 'Dachy i okna dachowe od 1998 roku.',
        services,
        logo: { uuid: logo.uuid },
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.meta.contents[0]!.inputData).toMatchObject({
      subtype: 'flyer',
      companyName: 'Kowalski Dachy',
      logo: { uuid: logo.uuid, path: logo.path },
    });
  });

  it('needs 4 services on a horizontal and 5 on a vertical business card', async () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ text: `Service ${i}`, icon: 'window' }));
    const card = (sku: string) => ({
      [variant(sku)]: {
        name: 'Piotr',
        surname: 'Kowalski',
        companyName: 'Kowalski Dachy',
        email: 'owner.pl@example.com',
        services: four,
      },
    });
    const order = (sku: string) =>
      t.call<{ errors: Record<string, string[]> }>(
        'POST',
        '/api/v2/orders',
        { order: [{ uuid: variant(sku), quantity: 1 }], type: 'personalised', customer: PL_CUSTOMER, data: card(sku) },
        owner,
      );
    expect((await order('MKT-CARD-H-100')).status).toBe(201);
    const vertical = await order('MKT-CARD-V-100');
    expect(vertical.body.errors).toEqual({
      [`data.${variant('MKT-CARD-V-100')}.services`]: ['Choose exactly 5 services.'],
    });
  });
});
