import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders.ts';
import { balanceOf, PL_CUSTOMER, variantUuids } from '#server/test/order-test-helpers.ts';
import { auditCount, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Queue = {
  data: { uuid: string; number: string; company: { region_id: number } }[];
  total: number;
  oldest_hours: number | null;
};

describe('staff orders', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let ops: Record<string, string>;
  let variant: (sku: string) => string;
  const place = async (sku: string, type: string, quantity = 1) => {
    const res = await t.call<Order>(
      'POST',
      '/api/v2/orders',
      { order: [{ uuid: variant(sku), quantity }], type, customer: PL_CUSTOMER },
      owner,
    );
    expect(res.status).toBe(201);
    return res.body;
  };
  const installerOrder = async (uuid: string) =>
    (await t.call<Order>('GET', `/api/v2/orders/${uuid}`, undefined, owner)).body;

  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    variant = await variantUuids(t);
    // An operations member, invited with the operator key; only admins confirm with a passkey.
    await t.call(
      'POST',
      '/api/staff/members',
      { email: 'ops@club.example', role: 'operations' },
      {
        'X-Operator-Key': 'test-operator-key-0123456789',
      },
    );
    ops = bearer((await staffSignIn(t, 'ops@club.example')).token);
  });

  it('lists pending orders oldest first, by region and type, and shows one with its company', async () => {
    const order = await place('TOOL-SCREWDRIVERS', 'product');
    const queue = await t.call<Queue>('GET', '/api/staff/orders?status=1', undefined, ops);
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((o) => o.uuid)).toContain(order.uuid);
    expect(queue.body.oldest_hours).toBeGreaterThan(0);
    const romania = await t.call<Queue>('GET', '/api/staff/orders?status=1&region=3', undefined, ops);
    expect(romania.body.data.map((o) => o.uuid)).not.toContain(order.uuid);
    const vouchers = await t.call<Queue>('GET', '/api/staff/orders?type=voucher', undefined, ops);
    expect(vouchers.body.data.map((o) => o.uuid)).not.toContain(order.uuid);
    const detail = await t.call<{ order: Order; company: { name: string }; placed_by: { name: string } }>(
      'GET',
      `/api/staff/orders/${order.uuid}`,
      undefined,
      ops,
    );
    expect(detail.body).toMatchObject({
      order: { uuid: order.uuid, status: 1 },
      company: { name: 'Kowalski Dachy Sp. z o.o.' },
      placed_by: { name: 'Piotr Kowalski' },
    });
  });

  it('approves (vouchers issued) and rejects with a reason the installer sees, refunding the points', async () => {
    const voucher = await place('VCH-ALLEGRO-100', 'voucher');
    const approved = await t.call<{ status: number }>(
      'POST',
      `/api/staff/orders/${voucher.uuid}/status`,
      { status: 2 },
      ops,
    );
    expect(approved.body.status).toBe(2);
    expect((await installerOrder(voucher.uuid)).meta.response).not.toBeNull();

    const tool = await place('TOOL-SCREWDRIVERS', 'product');
    const before = await balanceOf(t, 'owner.pl@example.com');
    expect((await t.call('POST', `/api/staff/orders/${tool.uuid}/status`, { status: 4 }, ops)).status).toBe(400);
    const audits = await auditCount(t);
    const rejected = await t.call(
      'POST',
      `/api/staff/orders/${tool.uuid}/status`,
      { status: 4, reason: 'Out of production.' },
      ops,
    );
    expect(rejected.status).toBe(200);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(before + tool.points);
    expect((await installerOrder(tool.uuid)).meta).toMatchObject({ status_reason: 'Out of production.' });
    expect(await auditCount(t)).toBe(audits + 1);
    const [line] = await t.deps.db.query<{ action: string; reason: string; before: unknown; after: unknown }>(
      'SELECT action, reason, before, after FROM staff_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(line).toEqual({
      action: 'order.rejected',
      reason: 'Out of production.',
      before: { status: 1, points: tool.points },
      after: { status: 4, points_refunded: tool.points },
    });
    const [note] = await t.deps.db.query<{ text: string; meta: { reason?: string } }>(
      "SELECT text, meta FROM notifications WHERE event = 'order.status_changed' ORDER BY id DESC LIMIT 1",
    );
    expect(note!.meta.reason).toBe('Out of production.');
    expect((await t.call('POST', `/api/staff/orders/${tool.uuid}/status`, { status: 2 }, ops)).status).toBe(409);
  });

  it('records the operator key’s moves as the actor "operator key"', async () => {
    const order = await place('TOOL-SCREWDRIVERS', 'product');
    const moved = await t.call(
      'POST',
      `/api/staff/orders/${order.uuid}/status`,
      { status: 2 },
      {
        'X-Operator-Key': 'test-operator-key-0123456789',
      },
    );
    expect(moved.status).toBe(200);
    const [line] = await t.deps.db.query<{ actor: string; staff_id: number | null; object_id: string; after: unknown }>(
      'SELECT actor, staff_id, object_id, after FROM staff_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(line).toEqual({
      actor: 'operator key',
      staff_id: null,
      object_id: order.uuid,
      after: { status: 2, points_refunded: 0 },
    });
  });

  it('approves several orders at once and says which could not be', async () => {
    const a = await place('TOOL-SCREWDRIVERS', 'product');
    const b = await place('TOOL-SCREWDRIVERS', 'product');
    const audits = await auditCount(t);
    const res = await t.call<{ results: { uuid: string; status: number | null; error: string | null }[] }>(
      'POST',
      '/api/staff/orders/approve',
      { orders: [a.uuid, b.uuid, '00000000-0000-4000-8000-000000000000'] },
      ops,
    );
    expect(res.body.results).toEqual([
      { uuid: a.uuid, number: a.number, status: 2, error: null },
      { uuid: b.uuid, number: b.number, status: 2, error: null },
      { uuid: '00000000-0000-4000-8000-000000000000', number: null, status: null, error: 'Not found.' },
    ]);
    expect(await auditCount(t)).toBe(audits + 2);
    const again = await t.call('POST', '/api/staff/orders/approve', { orders: [a.uuid] }, ops);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'An order that is approved cannot become approved.' },
    });
  });
});
