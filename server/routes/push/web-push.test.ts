import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '#server/services/notifications/notify.ts';
import { createPushSender } from '#server/services/push/push-sender.ts';
import { testDevice, testPushService, verifyVapid } from '#server/services/push/push-test-kit.ts';
import { reviewScan } from '#server/services/staff/project-review.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

/** Web Push end to end on the server (decision 0293): encrypted to the test's own keys, decrypted here. */
describe('Web Push', () => {
  const t = useTestApp();
  let service: Awaited<ReturnType<typeof testPushService>>;
  let token = '';
  let ownerId = 0;
  const device = testDevice();
  const sender = () => createPushSender(t.deps.db, t.clock, t.deps.env.vapid);
  const subscribe = (path: string, keys = device.keys) =>
    t.call('PUT', '/api/v1/push/subscription', { endpoint: `${service.origin}${path}`, keys }, bearer(token));
  const subscriptions = async () =>
    (await t.deps.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY id')).map((r) =>
      r.endpoint.replace(service.origin, ''),
    );
  const decrypted = (i: number) => JSON.parse(device.decrypt(service.received[i]!.body)) as Record<string, unknown>;

  beforeAll(async () => {
    service = await testPushService();
    token = (await signIn(t, 'owner.pl@example.com')).token;
    const [owner] = await t.deps.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'owner.pl@example.com'");
    ownerId = owner!.id;
  });
  afterAll(() => service.close());

  it('stores the subscription, refusing push services it does not know', async () => {
    expect((await t.call<{ public_key: string }>('GET', '/api/v1/push/key', undefined, bearer(token))).body).toEqual({
      public_key: t.deps.env.vapid.publicKey,
    });
    const evil = { endpoint: 'https://10.0.0.1/internal', keys: device.keys };
    expect((await t.call('PUT', '/api/v1/push/subscription', evil, bearer(token))).status).toBe(400);
    expect((await subscribe('/push/phone')).status).toBe(204);
    expect(await subscriptions()).toEqual(['/push/phone']);
  });

  it('sends an order notification in Polish, encrypted (aes128gcm) with a VAPID signature', async () => {
    const order = '6f1d6f7e-1b51-4c1a-9c51-2d3c4b5a6f70';
    await notifyUser(t.deps.db, ownerId, {
      type: 'info',
      event: 'order.status_changed',
      title: 'Order ZAM-7 approved',
      text: 'Your order ZAM-7 is now approved.',
      meta: { order_uuid: order, number: 'ZAM-7', status: 2 },
      at: t.clock.now(),
    });
    expect(await sender().deliverDue()).toMatchObject({ sent: 0 }); // still in its collapse window
    t.clock.advance(16_000);
    expect(await sender().deliverDue()).toMatchObject({ sent: 1, failed: 0 });
    const [push] = service.received;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(push!.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    const claims = verifyVapid(String(push!.headers.authorization), t.deps.env.vapid.publicKey);
    expect(claims.aud).toBe(service.origin);
    const payload = decrypted(0);
    expect(payload).toMatchObject({
      title: 'Zamówienie ZAM-7 zatwierdzone',
      body: 'Twoje zamówienie ZAM-7 zostało zatwierdzone i jest w drodze.',
      url: `/orders/${order}`,
      tag: push!.headers.topic,
    });
    expect(payload.badge).toBeGreaterThanOrEqual(1);
  });

  it('makes one push of a review of 30 scans', async () => {
    const scans = await t.deps.db.query<{ uuid: string }>(
      `SELECT s.uuid FROM scans s JOIN projects p ON p.id = s.project_id JOIN users u ON u.company_id = p.company_id
        WHERE u.id = $1 AND p.id = (SELECT project_id FROM scans s2 JOIN projects p2 ON p2.id = s2.project_id
          WHERE p2.company_id = u.company_id AND p2.status IN (1, 5) GROUP BY project_id ORDER BY count(*) DESC LIMIT 1)
        ORDER BY s.id LIMIT 30`,
      [ownerId],
    );
    expect(scans.length).toBeGreaterThan(0);
    const before = service.received.length;
    for (let i = 0; i < 30; i++) {
      await reviewScan(t.deps.db, String(scans[i % scans.length]!.uuid), i % 15 !== 0, 'Blurred photo', t.clock.now());
      t.clock.advance(1_000);
      await sender().deliverDue();
    }
    expect(service.received.length).toBe(before);
    t.clock.advance(16_000);
    expect(await sender().deliverDue()).toMatchObject({ sent: 1 });
    expect(service.received.length).toBe(before + 1);
    expect(decrypted(before)).toMatchObject({
      title: 'Sprawdzone skany: 30',
      body: 'Zaakceptowane: 28, odrzucone: 2.',
    });
  });

  it('sends no push of a kind the person switched off', async () => {
    const off = { orders: true, projects: false, support: true, expiring: true, news: true };
    expect((await t.call('PUT', '/api/v1/push/preferences', off, bearer(token))).body).toEqual(off);
    const [scan] = await t.deps.db.query<{ uuid: string }>(
      `SELECT s.uuid FROM scans s JOIN projects p ON p.id = s.project_id JOIN users u ON u.company_id = p.company_id
        WHERE u.id = $1 AND p.status IN (1, 5) LIMIT 1`,
      [ownerId],
    );
    await reviewScan(t.deps.db, String(scan!.uuid), true, null, t.clock.now());
    t.clock.advance(200_000);
    expect(await sender().deliverDue()).toMatchObject({ sent: 0 });
    const on = { ...off, projects: true };
    expect((await t.call('PUT', '/api/v1/push/preferences', on, bearer(token))).status).toBe(200);
  });

  it('retries a push the service could not take, and removes a subscription the service says is gone', async () => {
    const other = testDevice();
    expect((await subscribe('/push/tablet', other.keys)).status).toBe(204);
    service.answer('/push/tablet', 503);
    service.answer('/push/phone', 410);
    await notifyUser(t.deps.db, ownerId, {
      type: 'info',
      event: 'support.replied',
      title: 'Support replied',
      text: 'Club support answered your ticket.',
      meta: { ticket_uuid: '7a1d6f7e-1b51-4c1a-9c51-2d3c4b5a6f70', ticket_title: 'Okno' },
      at: t.clock.now(),
    });
    t.clock.advance(16_000);
    expect(await sender().deliverDue()).toMatchObject({ sent: 0, gone: 1, retrying: 1 });
    expect(await subscriptions()).toEqual(['/push/tablet']);
    const metrics = await t.deps.metrics.registry.metrics();
    expect(metrics).toMatch(/club_push_subscriptions_gone_total 1/);
    expect(metrics).toMatch(/club_messages_failed_total\{channel="push"\} 2/);
    service.answer('/push/tablet', 201);
    t.clock.advance(5_000);
    expect(await sender().deliverDue()).toMatchObject({ sent: 1 });
    expect(JSON.parse(other.decrypt(service.received.at(-1)!.body))).toMatchObject({ title: 'Pomoc odpowiedziała' });
  });

  it('removes the subscription on sign-out', async () => {
    const gone = { endpoint: `${service.origin}/push/tablet` };
    expect((await t.call('POST', '/api/v1/push/subscription/remove', gone, bearer(token))).status).toBe(204);
    expect(await subscriptions()).toEqual([]);
  });
});
