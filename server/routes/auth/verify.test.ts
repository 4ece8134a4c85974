import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { VerifyResponse } from '../../../contract/auth.ts';
import { HOUR, MINUTE } from '../../test/fake-clock.ts';
import { lastCode, useTestApp } from '../../test/test-app.ts';

const LOGIN = '/api/v2/installer/login';
const VERIFY = '/api/v2/installer/login/verify';
const EMAIL = 'owner.pl@example.com';

describe('POST /v2/installer/login/verify', () => {
  const t = useTestApp();
  let userId = '';
  const requestCode = async () => {
    const res = await t.call<{ user_id: string }>('POST', LOGIN, { email: EMAIL });
    expect(res.status).toBe(200);
    userId = res.body.user_id;
    return lastCode(t, EMAIL);
  };
  const wrong = (code: string) => (code === '00000' ? '11111' : '00000');

  beforeEach(() => t.clock.advance(HOUR));

  it('signs in with the right code and answers tokens and the login profile', async () => {
    const code = await requestCode();
    const res = await t.call('POST', VERIFY, { userId, code });
    expect(res.status).toBe(200);
    const body = v.parse(VerifyResponse, res.body);
    expect(body.installer).toMatchObject({ region: 2, role: 3, has_survey: true, user_id: userId });
    expect(JSON.parse(body.installer.options)).toMatchObject({ hasAgreedToTerms: true, consentSeen: true });
    expect(body.installer.company).toMatchObject({
      name: 'Kowalski Dachy Sp. z o.o.',
      registration_number: '5252248481',
    });
    const lifetime = new Date(body.expiresAt).getTime() - t.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(60 * MINUTE - 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * MINUTE);
    const [user] = await t.deps.db.query<{ last_active_at: Date }>('SELECT last_active_at FROM users WHERE uuid = $1', [
      userId,
    ]);
    expect(new Date(user!.last_active_at).getTime()).toBe(t.clock.now().getTime());
  });

  it('uses a code only once', async () => {
    const code = await requestCode();
    expect((await t.call('POST', VERIFY, { userId, code })).status).toBe(200);
    expect(await t.call('POST', VERIFY, { userId, code })).toMatchObject({
      status: 406,
      body: { message: 'The code is invalid.' },
    });
  });

  it('answers 406 for a wrong code and still accepts the right one after', async () => {
    const code = await requestCode();
    expect(await t.call('POST', VERIFY, { userId, code: wrong(code) })).toMatchObject({
      status: 406,
      body: { message: 'The code is invalid.' },
    });
    expect((await t.call('POST', VERIFY, { userId, code })).status).toBe(200);
  });

  it('kills a code after 5 wrong tries (429), even for the right code', async () => {
    const code = await requestCode();
    for (let i = 1; i <= 4; i++) expect((await t.call('POST', VERIFY, { userId, code: wrong(code) })).status).toBe(406);
    expect(await t.call('POST', VERIFY, { userId, code: wrong(code) })).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes. Request a new code.' },
    });
    expect((await t.call('POST', VERIFY, { userId, code })).status).toBe(429);
    const fresh = await requestCode();
    expect((await t.call('POST', VERIFY, { userId, code: fresh })).status).toBe(200);
  });

  it('allows 10 wrong codes an hour per account, over all its codes and identifiers (429, Retry-After)', async () => {
    for (const identifier of [{ email: EMAIL }, { phone: '500000001', region: 2 }]) {
      const res = await t.call<{ user_id: string }>('POST', LOGIN, identifier);
      userId = res.body.user_id;
      const code = await lastCode(t, 'email' in identifier ? EMAIL : '+48500000001');
      for (let i = 1; i <= 4; i++)
        expect((await t.call('POST', VERIFY, { userId, code: wrong(code) })).status).toBe(406);
    }
    const third = await requestCode();
    expect((await t.call('POST', VERIFY, { userId, code: wrong(third) })).status).toBe(406);
    expect((await t.call('POST', VERIFY, { userId, code: wrong(third) })).status).toBe(406);
    const refused = await t.call('POST', VERIFY, { userId, code: third });
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many wrong codes. Try again in an hour.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(HOUR + 1000);
    const later = await requestCode();
    expect((await t.call('POST', VERIFY, { userId, code: later })).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const code = await requestCode();
    t.clock.advance(10 * MINUTE + 1);
    expect((await t.call('POST', VERIFY, { userId, code })).status).toBe(406);
  });

  it('accepts a code just before it expires', async () => {
    const code = await requestCode();
    t.clock.advance(10 * MINUTE - 1000);
    expect((await t.call('POST', VERIFY, { userId, code })).status).toBe(200);
  });

  it('accepts only the newest code', async () => {
    const first = await requestCode();
    const second = await requestCode();
    if (first !== second) expect((await t.call('POST', VERIFY, { userId, code: first })).status).toBe(406);
    expect((await t.call('POST', VERIFY, { userId, code: second })).status).toBe(200);
  });

  it('answers 406 for an unknown user', async () => {
    const res = await t.call('POST', VERIFY, { userId: '00000000-0000-4000-8000-000000000000', code: '12345' });
    expect(res.status).toBe(406);
  });

  it('rejects a malformed code or user id with 400 and per-field messages', async () => {
    const res = await t.call('POST', VERIFY, { userId: 'nope', code: '12a' });
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: 'The given data was invalid.',
        errors: { userId: ['Must be a valid identifier.'], code: ['The code has 5 digits.'] },
      },
    });
    const missing = await t.call('POST', VERIFY, { userId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body).toMatchObject({ errors: { code: ['This field is required.'] } });
  });
});
