import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders.ts';
import { balanceOf, PL_CUSTOMER, setStock, variantUuids } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

describe('placing orders', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let variant: (sku: string) => string;
  const order = (body: unknown, auth = owner) =>
    t.call<Order & { message: string; errors: Record<string, string[]> }>('POST', '/api/v2/orders', body, auth);
  const line = (sku: string, quantity = 1) => ({ uuid: variant(sku), quantity });

  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    variant = await variantUuids(t);
  });

  it('places a voucher order, reserves the points and lists it', async () => {
    const before = await balanceOf(t, 'owner.pl@example.com');
    expect(before).toBe(1200);
    const res = await order({
      order: [line('VCH-ALLEGRO-100')],
      type: 'voucher',
      customer: { name: 'Piotr', surname: 'Kowalski' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 1, points: 200, meta: { type: 'voucher', response: null } });
    expect(res.body.meta.contents).toEqual([
      expect.objectContaining({
        name: 'Bon Allegro 100 zł',
        quantity: 1,
        price: 200,
        variantGuid: variant('VCH-ALLEGRO-100'),
      }),
    ]);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(1000);
    const [row] = await t.deps.db.query<{
      reason: string;
      variation: string;
      points: number;
      options: { order: { order_number: string } };
    }>(
      "SELECT reason, variation, points, options FROM points_ledger WHERE reason = 'Order Reservation' ORDER BY id DESC LIMIT 1",
    );
    expect(row).toMatchObject({
      variation: 'reserved',
      points: -200,
      options: { order: { order_number: res.body.number } },
    });
    const [stock] = await t.deps.db.query<{ stock: number }>(
      "SELECT stock FROM shop_variants WHERE sku = 'VCH-ALLEGRO-100'",
    );
    expect(stock!.stock).toBe(499);

    const list = await t.call<{
      data: { uuid: string; items: number; points: number; status: number }[];
      meta: { total: number };
    }>('GET', '/api/v2/orders', undefined, owner);
    expect(list.body.data[0]).toMatchObject({ uuid: res.body.uuid, items: 1, points: 200, status: 1 });
    expect(list.body.meta.total).toBe(5);
    const detail = await t.call<Order>('GET', `/api/v2/orders/${res.body.uuid}`, undefined, owner);
    expect(detail.body).toEqual(res.body);
  });

  it('lets only owners order', async () => {
    const member = bearer((await signIn(t, 'member.pl@example.com')).token);
    const res = await order({ order: [line('VCH-ALLEGRO-100')], type: 'voucher', customer: PL_CUSTOMER }, member);
    expect(res).toMatchObject({ status: 403, body: { message: 'Only the company owner can place orders.' } });
    expect((await t.call('GET', '/api/v2/orders', undefined, member)).status).toBe(200);
  });

  it('refuses an order the balance does not cover, naming the balance', async () => {
    const res = await order({ order: [line('TOOL-DRILL-18V', 2)], type: 'product', customer: PL_CUSTOMER });
    expect(res).toMatchObject({
      status: 422,
      body: { message: 'Not enough points. Your balance is 1,000 points; this order needs 1,800.' },
    });
  });

  it('refuses an order below the regional minimum, stating it', async () => {
    const res = await order({ order: [line('VCH-CASTO-50')], type: 'voucher', customer: PL_CUSTOMER });
    expect(res).toMatchObject({ status: 422, body: { message: 'The order total must be at least 128 points.' } });
  });

  it('checks stock, availability and the checkout type per line', async () => {
    const res = await order({
      order: [
        line('JACKET-SOFTSHELL-XL'),
        line('JACKET-SOFTSHELL-L', 9),
        line('TOOL-HEADLAMP'),
        line('TOOL-LEVEL-120'),
        line('VCH-ALLEGRO-100'),
        line('VCH-EMAG-100'),
      ],
      type: 'product',
      customer: PL_CUSTOMER,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'order.0.quantity': ['Kurtka softshell Installer Club is out of stock.'],
      'order.1.quantity': ['Only 8 of Kurtka softshell Installer Club left in stock.'],
      'order.2.uuid': ['Latarka czołowa is no longer available.'],
      'order.3.uuid': ['Poziomica 120 cm is no longer available.'],
      'order.4.uuid': ['Bon Allegro 100 zł cannot be ordered in a product checkout.'],
      'order.5.uuid': ['This product is not available.'],
    });
  });

  it('checks the delivery details for shipped goods', async () => {
    const res = await order({
      order: [line('JACKET-SOFTSHELL-M')],
      type: 'product',
      customer: {
        name: 'Piotr',
        surname: 'Kowalski',
        delivery: 'company',
        country: 'PL',
        phone_prefix: '+40',
        phone_number: '12',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'customer.street': ['Enter the street.'],
      'customer.house_number': ['Enter the house number.'],
      'customer.city': ['Enter the city.'],
      'customer.postal_code': ['Enter the postal code.'],
      'customer.company_name': ['Enter the company name for delivery to the company.'],
      'customer.phone_prefix': ['The phone prefix does not match the country.'],
      'customer.phone_number': ['The phone number is not valid for this country.'],
    });
    const bypass = await order({
      order: [line('JACKET-SOFTSHELL-M')],
      type: 'product',
      customer: { ...PL_CUSTOMER, phone_number: '999999999912' },
    });
    expect(bypass.status).toBe(201);
    expect(bypass.body.customer).toMatchObject({ phone: '999999999912', country: 'PL' });
    const bad = await order({ order: [], type: 'gift', customer: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      order: ['The order is empty.'],
      type: ['Use voucher, product, personalised or card.'],
      'customer.name': ['This field is required.'],
    });
  });

  it('lets only one of two concurrent orders take the last item', async () => {
    await setStock(t, 'TOOL-SCREWDRIVERS', 1);
    const body = { order: [line('TOOL-SCREWDRIVERS')], type: 'product', customer: PL_CUSTOMER };
    const results = await Promise.all([order(body), order(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const [stock] = await t.deps.db.query<{ stock: number }>(
      "SELECT stock FROM shop_variants WHERE sku = 'TOOL-SCREWDRIVERS'",
    );
    expect(stock!.stock).toBe(0);
  });

  it('lets only one of two concurrent orders spend the same points', async () => {
    const balance = await balanceOf(t, 'owner.pl@example.com');
    expect(balance).toBe(550);
    const body = { order: [line('VCH-DECATHLON-200')], type: 'voucher', customer: PL_CUSTOMER };
    const results = await Promise.all([order(body), order(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(150);
  });

  it("answers 404 for another company's order and 400 for a bad uuid", async () => {
    const ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
    const [pl] = await t.deps.db.query<{ uuid: string }>('SELECT uuid FROM orders ORDER BY id LIMIT 1');
    expect(await t.call('GET', `/api/v2/orders/${pl!.uuid}`, undefined, ro)).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect((await t.call<{ data: unknown[] }>('GET', '/api/v2/orders', undefined, ro)).body.data).toEqual([]);
    expect((await t.call('GET', '/api/v2/orders/123', undefined, ro)).status).toBe(400);
  });
});
