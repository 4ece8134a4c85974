import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders.ts';
import type { OrderFile } from '#contract/shop.ts';
import { PL_CUSTOMER, variantUuids } from '#server/test/order-test-helpers.ts';
import { SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'staff-order-files-'));
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPg9u8CAAFNAOV/tmSBAAAAAElFTkSuQmCC',
    'base64',
  ),
);

describe('staff: an order’s personalisation files', () => {
  const t = useTestApp({ dataDir });
  let owner: Record<string, string>;
  let support: Record<string, string>;
  let variant: (sku: string) => string;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    support = bearer((await staffSignIn(t, SUPPORT)).token);
    variant = await variantUuids(t);
  });

  it('lists the logo with the order and downloads it as an attachment; another upload is not the order’s', async () => {
    const upload = async (name: string) => {
      const form = new FormData();
      form.append('file', new File([PNG], name, { type: 'image/png' }));
      const res = await t.app.request('/api/v1/shop/order/files', { method: 'POST', body: form, headers: owner });
      return (await res.json()) as OrderFile;
    };
    const logo = await upload('Logo firmy.png');
    const other = await upload('other.png');
    const services = Array.from({ length: 4 }, (_, i) => ({ text: `Service ${i}`, icon: 'window' }));
    const sku = 'MKT-CARD-H-100';
    const placed = await t.call<Order>(
      'POST',
      '/api/v2/orders',
      {
        order: [{ uuid: variant(sku), quantity: 1 }],
        type: 'personalised',
        customer: PL_CUSTOMER,
        data: {
          [variant(sku)]: {
            name: 'Piotr',
            surname: 'Kowalski',
            companyName: 'Kowalski Dachy',
            email: 'owner.pl@example.com',
            services,
            logo: { uuid: logo.uuid },
          },
        },
      },
      owner,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const detail = await t.call<{ files: { uuid: string; name: string }[] }>(
      'GET',
      `/api/staff/orders/${placed.body.uuid}`,
      undefined,
      support,
    );
    expect(detail.body.files).toEqual([expect.objectContaining({ uuid: logo.uuid, name: 'Logo firmy.png' })]);
    const res = await t.app.request(`/api/staff/orders/${placed.body.uuid}/files/${logo.uuid}`, { headers: support });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Logo firmy.png"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const stranger = await t.app.request(`/api/staff/orders/${placed.body.uuid}/files/${other.uuid}`, {
      headers: support,
    });
    expect(stranger.status).toBe(404);
    expect(
      (await t.app.request(`/api/staff/orders/${placed.body.uuid}/files/${logo.uuid}`, { headers: owner })).status,
    ).toBe(401);
  });
});
