import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '#contract/orders.ts';
import { settleDueTopUps } from '#server/services/providers/club-card.ts';
import { HOUR } from '#server/test/fake-clock.ts';
import { balanceOf, PL_CUSTOMER, variantUuids } from '#server/test/order-test-helpers.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

// The scan count is the scans module's business; here it is set per test.
const scans = vi.hoisted(() => ({ count: 0 }));
vi.mock('#server/services/scans/scan-stats.ts', () => ({ countWindowScansThisYear: async () => scans.count }));

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };

describe('club card', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let member: Record<string, string>;
  let companyId: number;
  let companyUuid: string;
  let variant: (sku: string) => string;
  const orderCard = () =>
    t.call<Order & { message: string }>(
      'POST',
      '/api/v2/orders',
      { order: [{ uuid: variant('CLUB-CARD'), quantity: 1 }], type: 'card', customer: PL_CUSTOMER },
      owner,
    );
  const account = () =>
    t.call<{ currentCard: { status: string; csn: string } | null; pending_card: boolean }>(
      'GET',
      `/api/v1/edenred/card/account/${companyId}`,
      undefined,
      owner,
    );
  const verify = (csn: string, auth = owner) =>
    t.call<{ message: string }>('PATCH', `/api/v1/edenred/card/verify/${companyId}`, { card_serial_number: csn }, auth);
  const topUp = (amount_points: number) =>
    t.call<{ uuid: string; status: string; amount: unknown; message: string }>(
      'POST',
      '/api/v1/edenred/card/top-up',
      { amount_points, accept_terms: true },
      owner,
    );

  beforeAll(async () => {
    const session = await signIn(t, 'owner.pl@example.com');
    owner = bearer(session.token);
    member = bearer((await signIn(t, 'member.pl@example.com')).token);
    const [company] = await t.deps.db.query<{ id: number; uuid: string }>(
      'SELECT id, uuid FROM companies WHERE uuid = $1',
      [session.installer.company_id],
    );
    companyId = company!.id;
    companyUuid = company!.uuid;
    variant = await variantUuids(t);
  });

  it('needs 10 window scans this year to order the card, then only once, for free', async () => {
    scans.count = 9;
    expect(await orderCard()).toMatchObject({
      status: 422,
      body: { message: 'You need at least 10 scanned windows this year to order the club card.' },
    });
    scans.count = 10;
    const ordered = await orderCard();
    expect(ordered.status).toBe(201);
    expect(ordered.body.points).toBe(0);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(1200);
    expect((await account()).body).toEqual({
      currentCard: null,
      pending_card: true,
      money: { currency: 'PLN', per_point: 2 },
    });
    expect(await orderCard()).toMatchObject({
      status: 422,
      body: { message: 'Your company has already ordered a club card.' },
    });
  });

  it('verifies the serial number: 10 digits, known to the issuer, owners only', async () => {
    expect((await verify('12345')).body).toMatchObject({
      errors: { card_serial_number: ['The card serial number has 10 digits.'] },
    });
    expect(await verify('9000000001')).toMatchObject({
      status: 422,
      body: { message: 'The card issuer does not recognise this card serial number.' },
    });
    expect(await verify('1234567890')).toMatchObject({
      status: 422,
      body: { message: 'This card is already linked to another company.' },
    });
    expect((await verify('5000000001', member)).status).toBe(403);
    const linked = await verify('5000000001');
    expect(linked.body).toEqual({
      currentCard: { status: 'ISSUED', csn: '******0001' },
      pending_card: false,
      money: { currency: 'PLN', per_point: 2 },
    });
    expect(await verify('5000000002')).toMatchObject({
      status: 422,
      body: { message: 'Your company already has a club card.' },
    });
  });

  it('tops up only an ACTIVE card, spending points that come back on failure', async () => {
    expect(await topUp(100)).toMatchObject({
      status: 422,
      body: { message: 'Activate your card with the issuer before topping it up.' },
    });
    expect((await t.call('POST', `/api/staff/cards/${companyUuid}/activate`, undefined, OPERATOR)).body).toEqual({
      status: 'ACTIVE',
    });
    expect((await account()).body.currentCard).toEqual({ status: 'ACTIVE', csn: '******0001' });
    const ok = await topUp(100);
    expect(ok).toMatchObject({
      status: 201,
      body: { status: 'PENDING', amount: { points: 100, currency: 'PLN', value: 200 } },
    });
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(1100);
    expect(await topUp(5000)).toMatchObject({
      status: 422,
      body: { message: 'Not enough points. Your balance is 1,100 points.' },
    });
    const bad = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/v1/edenred/card/top-up',
      { amount_points: 5, accept_terms: false },
      owner,
    );
    expect(bad.body.errors).toEqual({
      amount_points: ['The smallest top-up is 10 points.'],
      accept_terms: ['Accept the terms to top up.'],
    });
  });

  it('settles pending top-ups; the issuer rejects loads over 5,000 PLN and refunds them', async () => {
    await t.deps.db.query(
      'UPDATE points_ledger SET points = points + 2000 WHERE id = (SELECT min(id) FROM points_ledger WHERE company_id = $1)',
      [companyId],
    );
    const big = await topUp(3000);
    expect(big.status).toBe(201);
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(100);
    const settled = await t.call('POST', '/api/staff/cards/top-ups/settle', undefined, OPERATOR);
    expect(settled.body).toMatchObject({ succeeded: 2, rejected: 1 });
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(3100);
    const history = await t.call<{
      data: { status: string; amount: { points: number } }[];
      meta: { last_page: number };
    }>('GET', '/api/v1/edenred/card/history?limit=4', undefined, owner);
    expect(history.body.data.map((h) => [h.amount.points, h.status])).toEqual([
      [3000, 'REJECTED'],
      [100, 'SUCCEEDED'],
    ]);
    expect(history.body.meta.last_page).toBe(1);
  });

  it('refuses every top-up of a card the issuer blocked (CSN starting 8)', async () => {
    await t.deps.db.query("UPDATE club_cards SET csn = '8000000001' WHERE company_id = $1", [companyId]);
    expect((await topUp(50)).status).toBe(201);
    await t.call('POST', '/api/staff/cards/top-ups/settle', undefined, OPERATOR);
    const history = await t.call<{ data: { status: string }[] }>(
      'GET',
      '/api/v1/edenred/card/history?limit=1',
      undefined,
      owner,
    );
    expect(history.body.data[0]!.status).toBe('REFUSED');
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(3100);
  });

  it("answers 404 for another company's card and shows owner.ro's seeded card", async () => {
    const ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
    expect(await t.call('GET', `/api/v1/edenred/card/account/${companyId}`, undefined, ro)).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect(
      (await t.call('PATCH', `/api/v1/edenred/card/verify/${companyId}`, { card_serial_number: '5000000003' }, ro))
        .status,
    ).toBe(404);
    const [roCompany] = await t.deps.db.query<{ id: number }>(
      "SELECT company_id AS id FROM users WHERE email = 'owner.ro@example.com'",
    );
    expect((await t.call('GET', `/api/v1/edenred/card/account/${roCompany!.id}`, undefined, ro)).body).toMatchObject({
      currentCard: { status: 'ACTIVE', csn: '******7890' },
    });
    const history = await t.call<{ data: { status: string }[] }>('GET', '/api/v1/edenred/card/history', undefined, ro);
    expect(history.body.data.map((h) => h.status)).toEqual(['SUCCEEDED', 'REFUSED', 'SUCCEEDED']);
  });

  it('lets the scheduled job settle a top-up only after a day with the issuer', async () => {
    await t.deps.db.query("UPDATE club_cards SET csn = '5000000001' WHERE company_id = $1", [companyId]);
    expect((await topUp(20)).status).toBe(201);
    expect(await settleDueTopUps(t.deps.db, t.clock.now())).toBe(0);
    t.clock.advance(25 * HOUR);
    expect(await settleDueTopUps(t.deps.db, t.clock.now())).toBe(1);
    const [last] = await t.deps.db.query<{ status: string }>(
      'SELECT status FROM card_top_ups WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
      [companyId],
    );
    expect(last!.status).toBe('SUCCEEDED');
  });

  it('lets staff record a card the issuer blocked with a reason: inactive, no top-ups, the key required', async () => {
    // The clock moved a day on above: a fresh session.
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    const block = (company: string, headers?: Record<string, string>) =>
      t.call('POST', `/api/staff/cards/${company}/block`, { reason: 'Lost by the installer.' }, headers);
    expect((await block(companyUuid)).status).toBe(401);
    expect((await block(companyUuid, owner)).status).toBe(401);
    expect((await t.call('POST', `/api/staff/cards/${companyUuid}/block`, {}, OPERATOR)).status).toBe(400);
    expect((await block(companyUuid, OPERATOR)).body).toEqual({ status: 'BLOCKED' });
    expect((await account()).body.currentCard).toEqual({ status: 'BLOCKED', csn: '******0001' });
    expect(await topUp(20)).toMatchObject({ status: 422, body: { message: 'Your card is not active.' } });
    const none = await block('00000000-0000-4000-8000-000000000000', OPERATOR);
    expect(none).toMatchObject({ status: 409, body: { message: 'This company has no club card to block.' } });
  });
});

describe('the Romanian club card', () => {
  const t = useTestApp();

  it('is loaded in lei: the account names its currency and a top-up is valued in it (issue 27, defect 3)', async () => {
    const session = await signIn(t, 'owner.ro@example.com');
    const owner = bearer(session.token);
    const [company] = await t.deps.db.query<{ id: number }>('SELECT id FROM companies WHERE uuid = $1', [
      session.installer.company_id,
    ]);
    const account = await t.call('GET', `/api/v1/edenred/card/account/${company!.id}`, undefined, owner);
    expect(account.body).toMatchObject({ money: { currency: 'RON', per_point: 2.5 } });
    const history = await t.call<{ data: { amount: { currency: string } }[] }>(
      'GET',
      '/api/v1/edenred/card/history',
      undefined,
      owner,
    );
    expect(history.body.data.map((item) => item.amount.currency)).toEqual(['RON', 'RON', 'RON']);
    const topUp = await t.call('POST', '/api/v1/edenred/card/top-up', { amount_points: 10, accept_terms: true }, owner);
    expect(topUp).toMatchObject({ status: 201, body: { amount: { points: 10, currency: 'RON', value: 25 } } });
  });
});
