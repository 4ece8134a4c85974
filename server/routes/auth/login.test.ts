import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '#contract/auth.ts';
import { HOUR } from '#server/test/fake-clock.ts';
import { lastCode, useTestApp } from '#server/test/test-app.ts';

const LOGIN = '/api/v2/installer/login';

describe('POST /v2/installer/login', () => {
  const t = useTestApp();

  it('sends a 5-digit code by e-mail and answers the contract shape', async () => {
    const res = await t.call('POST', LOGIN, { email: ' Owner.PL@example.com ' });
    expect(res.status).toBe(200);
    const body = v.parse(LoginResponse, res.body);
    expect(body).toMatchObject({ channel: 'email', resend_in: 60 });
    // An opaque attempt id (128 random bits), new for every login.
    expect(body.attempt).toMatch(/^[\w-]{22}$/);
    const again = await t.call<{ attempt: string }>('POST', LOGIN, { email: 'owner.pl@example.com' });
    expect(again.body.attempt).not.toBe(body.attempt);
    expect(await lastCode(t, 'owner.pl@example.com')).toMatch(/^\d{5}$/);
    expect(t.lines.at(-1)).toMatch(/^email to owner\.pl@example\.com: Your Installer Club code is \d{5}/);
  });

  it('sends a code by SMS for a national phone number plus region, with or without the country code', async () => {
    for (const phone of ['500 000 001', '+48500000001', '0048 500-000-001']) {
      t.clock.advance(HOUR);
      const res = await t.call<{ channel: string }>('POST', LOGIN, { phone, region: 2 });
      expect(res.status, phone).toBe(200);
      expect(res.body.channel).toBe('sms');
    }
    const outbox = await t.call<{ code: string; channel: string }[]>('GET', '/api/dev/outbox?to=%2B48500000001');
    expect(outbox.body).toHaveLength(3);
    expect(outbox.body[0]?.channel).toBe('sms');
  });

  it('drops the trunk zero of a national number (Romania)', async () => {
    const res = await t.call('POST', LOGIN, { phone: '0712 000 001', region: '3' });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown account, also by phone in another region', async () => {
    const byEmail = await t.call('POST', LOGIN, { email: 'nobody@example.com' });
    expect(byEmail).toMatchObject({ status: 404, body: { message: 'Installer not found.' } });
    const byPhone = await t.call('POST', LOGIN, { phone: '500000001', region: 3 });
    expect(byPhone).toMatchObject({ status: 404, body: { message: 'Installer not found.' } });
  });

  it('answers 404 for an inactive account', async () => {
    await t.deps.db.query("UPDATE users SET active = 2 WHERE email = 'owner.ro@example.com'");
    const res = await t.call('POST', LOGIN, { email: 'owner.ro@example.com' });
    await t.deps.db.query("UPDATE users SET active = 1 WHERE email = 'owner.ro@example.com'");
    expect(res).toMatchObject({ status: 404, body: { message: 'Installer not found.' } });
  });

  it('rejects bad input with 400 and per-field messages', async () => {
    const email = await t.call('POST', LOGIN, { email: 'not-an-email' });
    expect(email).toMatchObject({
      status: 400,
      body: { message: 'The given data was invalid.', errors: { email: ['Enter a valid e-mail address.'] } },
    });
    const phone = await t.call('POST', LOGIN, { phone: '50O-OOO', region: 2 });
    expect(phone.body).toMatchObject({ errors: { phone: ['Letters are not allowed.'] } });
    const region = await t.call('POST', LOGIN, { phone: '500000001', region: 42 });
    expect(region.body).toMatchObject({ errors: { region: ['Unknown region.'] } });
    const neither = await t.call<{ errors: Record<string, string[]> }>('POST', LOGIN, {});
    expect(neither.status).toBe(400);
    expect(neither.body.errors._).toEqual(['Send an e-mail, or a phone number with its region.']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.call('POST', LOGIN, '{"email":');
    expect(res).toMatchObject({ status: 400, body: { message: 'The given data was invalid.' } });
    const array = await t.call('POST', LOGIN, [1, 2]);
    expect(array.status).toBe(400);
  });

  it('allows one client at most 5 codes per account per hour, by e-mail and phone together (429, Retry-After)', async () => {
    t.clock.advance(HOUR);
    const from = '198.51.100.20';
    for (let i = 0; i < 3; i++) {
      expect((await t.callFrom(from, 'POST', LOGIN, { email: 'member.pl@example.com' })).status).toBe(200);
    }
    t.clock.advance(10 * 60_000);
    for (let i = 0; i < 2; i++) {
      expect((await t.callFrom(from, 'POST', LOGIN, { phone: '500000002', region: 2 })).status).toBe(200);
    }
    const sixth = await t.callFrom(from, 'POST', LOGIN, { email: 'member.pl@example.com' });
    expect(sixth).toMatchObject({ status: 429, body: { message: 'Too many codes requested. Try again later.' } });
    // The first code leaves the hour's window in 50 minutes.
    expect(sixth.headers.get('retry-after')).toBe(String(50 * 60));
    const byPhone = await t.callFrom(from, 'POST', LOGIN, { phone: '500000002', region: 2 });
    expect(byPhone.status).toBe(429);
    // Only for that client: another address still gets its code, and the same one after the hour.
    expect((await t.callFrom('198.51.100.21', 'POST', LOGIN, { email: 'member.pl@example.com' })).status).toBe(200);
    t.clock.advance(HOUR + 1000);
    expect((await t.callFrom(from, 'POST', LOGIN, { email: 'member.pl@example.com' })).status).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    t.clock.advance(2 * HOUR);
    for (let i = 0; i < 5; i++) {
      const from = `2001:db8:7:9::${i + 1}`;
      expect((await t.callFrom(from, 'POST', LOGIN, { email: 'tomasz.pl@example.com' })).status, from).toBe(200);
    }
    const sameNetwork = await t.callFrom('2001:db8:7:9:ffff::1', 'POST', LOGIN, { email: 'tomasz.pl@example.com' });
    expect(sameNetwork.status).toBe(429);
    expect((await t.callFrom('2001:db8:7:a::1', 'POST', LOGIN, { email: 'tomasz.pl@example.com' })).status).toBe(200);
  });
});
