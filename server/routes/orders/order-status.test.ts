import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders.ts';
import { balanceOf, PL_CUSTOMER, variantUuids } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };

describe('order statuses', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
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
  /** The staff call with the operator key; a reject or a failure needs a reason. */
  const move = (order: string, status: number, headers: Record<string, string> = OPERATOR) =>
    t.call<{ status: number; response: unknown; message: string }>(
      'POST',
      `/api/staff/orders/${order}/status`,
      status === 4 || status === 5 ? { status, reason: 'Out of stock.' } : { status },
      headers,
    );
  const detail = async (uuid: string) => (await t.call<Order>('GET', `/api/v2/orders/${uuid}`, undefined, owner)).body;

  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    variant = await variantUuids(t);
  });

  it('issues voucher codes on approval and notifies the company', async () => {
    const order = await place('VCH-ALLEGRO-100', 'voucher', 2);
    const res = await move(order.uuid, 2);
    expect(res.status).toBe(200);
    const after = await detail(order.uuid);
    expect(after.status).toBe(2);
    const codes = after.meta.response as { number: string; expiresAt: string; password: string }[];
    expect(codes).toHaveLength(2);
    expect(codes[0]!.number).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect(codes[0]!.password).toMatch(/^\d{6}$/);
    expect(new Date(codes[0]!.expiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const notes = await t.deps.db.query<{ meta: unknown; event: string }>(
      "SELECT n.event, n.meta FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'member.pl@example.com' AND n.event = 'order.status_changed'",
    );
    expect(notes.map((n) => n.meta)).toContainEqual({ order_uuid: order.uuid, number: order.number, status: 2 });
  });

  it('completes an order with an Order complete row and keeps the points spent', async () => {
    const order = await place('JACKET-SOFTSHELL-M', 'product');
    const before = await balanceOf(t, 'owner.pl@example.com');
    expect((await move(order.uuid, 2)).status).toBe(200);
    expect((await move(order.uuid, 3)).status).toBe(200);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(before);
    const [row] = await t.deps.db.query<{ variation: string; options: unknown }>(
      "SELECT variation, options FROM points_ledger WHERE reason = 'Order complete' ORDER BY id DESC LIMIT 1",
    );
    expect(row).toMatchObject({
      variation: 'negative',
      options: { order: { order_number: order.number, points: 300 } },
    });
    expect(await move(order.uuid, 4)).toMatchObject({
      status: 409,
      body: { message: 'An order that is completed cannot become rejected.' },
    });
  });

  it('refunds the points and restores the stock when an order is rejected', async () => {
    const before = await balanceOf(t, 'owner.pl@example.com');
    const order = await place('TOOL-SCREWDRIVERS', 'product');
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(before - 150);
    expect((await move(order.uuid, 4)).status).toBe(200);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(before);
    const [stock] = await t.deps.db.query<{ stock: number }>(
      "SELECT stock FROM shop_variants WHERE sku = 'TOOL-SCREWDRIVERS'",
    );
    expect(stock!.stock).toBe(12);
    expect((await detail(order.uuid)).status).toBe(4);
    expect((await move(order.uuid, 2)).status).toBe(409);
  });

  it('fails a voucher order the provider declines, and retries it on approval', async () => {
    await t.deps.db.query("UPDATE shop_variants SET sku = 'SANDBOX-DECLINE-DEC' WHERE sku = 'VCH-DECATHLON-200'");
    const order = await place('VCH-DECATHLON-200', 'voucher');
    expect(await move(order.uuid, 2)).toMatchObject({ status: 200, body: { status: 5, response: null } });
    await t.deps.db.query("UPDATE shop_variants SET sku = 'VCH-DECATHLON-200' WHERE sku = 'SANDBOX-DECLINE-DEC'");
    expect(await move(order.uuid, 2)).toMatchObject({ status: 200, body: { status: 2 } });
    expect((await detail(order.uuid)).meta.response).toMatchObject({ number: expect.any(String) });
  });

  it('needs the operator key (or a staff session), a known order and a reason to reject', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await move(unknown, 2, {})).status).toBe(401);
    expect((await move(unknown, 2)).status).toBe(404);
    expect((await move(unknown, 9)).status).toBe(400);
    expect((await move('100001', 2)).status).toBe(400); // an order number is not its uuid
    expect((await t.call('POST', `/api/staff/orders/${unknown}/status`, { status: 4 }, OPERATOR)).status).toBe(400);
  });
});
