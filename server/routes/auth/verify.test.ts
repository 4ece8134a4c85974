import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { VerifyResponse } from '#contract/auth.ts';
import { HOUR, MINUTE } from '#server/test/fake-clock.ts';
import { lastCode, useTestApp } from '#server/test/test-app.ts';

const LOGIN = '/api/v2/installer/login';
const VERIFY = '/api/v2/installer/login/verify';
const EMAIL = 'owner.pl@example.com';
/** What today's app sends with every login and verify: its device token. */
const DEVICE = 'verify-test-device-000000000000000000000000';

describe('POST /v2/installer/login/verify', () => {
  const t = useTestApp();
  let userId = '';
  let attempt = '';
  /** A login as today's app makes it; answers the code sent, and keeps the user id and attempt. */
  const requestCode = async (to: { email: string } | { phone: string; region: number } = { email: EMAIL }) => {
    const res = await t.call<{ user_id: string; attempt: string }>('POST', LOGIN, { ...to, device: DEVICE });
    expect(res.status).toBe(200);
    userId = res.body.user_id;
    attempt = res.body.attempt;
    return lastCode(t, 'email' in to ? to.email : '+48500000001');
  };
  const verify = (code: string, which = attempt) =>
    t.call('POST', VERIFY, { userId, code, attempt: which, device: DEVICE });
  const wrong = (code: string) => (code === '00000' ? '11111' : '00000');

  beforeEach(() => t.clock.advance(HOUR));

  it('signs in with the right code and answers tokens and the login profile', async () => {
    const code = await requestCode();
    const res = await verify(code);
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
    expect((await verify(code)).status).toBe(200);
    expect(await verify(code)).toMatchObject({ status: 406, body: { message: 'The code is invalid.' } });
  });

  it('answers 406 for a wrong code and still accepts the right one after', async () => {
    const code = await requestCode();
    expect(await verify(wrong(code))).toMatchObject({ status: 406, body: { message: 'The code is invalid.' } });
    expect((await verify(code)).status).toBe(200);
  });

  it('kills a code after 5 wrong tries (429), even for the right code', async () => {
    const code = await requestCode();
    for (let i = 1; i <= 4; i++) expect((await verify(wrong(code))).status).toBe(406);
    expect(await verify(wrong(code))).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes. Request a new code.' },
    });
    expect((await verify(code)).status).toBe(429);
    const fresh = await requestCode();
    expect((await verify(fresh)).status).toBe(200);
  });

  it('allows one client 10 wrong codes an hour per account, over all its codes and identifiers (429, Retry-After)', async () => {
    for (const to of [{ email: EMAIL }, { phone: '500000001', region: 2 }]) {
      const code = await requestCode(to);
      for (let i = 1; i <= 4; i++) expect((await verify(wrong(code))).status).toBe(406);
    }
    const third = await requestCode();
    expect((await verify(wrong(third))).status).toBe(406);
    expect((await verify(wrong(third))).status).toBe(406);
    const refused = await verify(third);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many wrong codes. Try again later.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(HOUR + 1000);
    const later = await requestCode();
    expect((await verify(later)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const code = await requestCode();
    t.clock.advance(10 * MINUTE + 1);
    expect((await verify(code)).status).toBe(406);
  });

  it('accepts a code just before it expires', async () => {
    const code = await requestCode();
    t.clock.advance(10 * MINUTE - 1000);
    expect((await verify(code)).status).toBe(200);
  });

  it('checks a code only against its own attempt; a later attempt does not replace an earlier one', async () => {
    const first = await requestCode();
    const firstAttempt = attempt;
    const second = await requestCode();
    if (first !== second) expect((await verify(first)).status).toBe(406);
    // The first attempt's code still works with the first attempt, after the second was asked for.
    expect((await verify(first, firstAttempt)).status).toBe(200);
    expect((await verify(second)).status).toBe(200);
  });

  it('answers 406 for an attempt of another account or one never made', async () => {
    const code = await requestCode();
    const other = await t.call<{ user_id: string; attempt: string }>('POST', LOGIN, { email: 'member.pl@example.com' });
    expect((await verify(code, other.body.attempt)).status).toBe(406);
    expect((await verify(code, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(406);
    expect((await verify(code)).status).toBe(200);
  });

  it('without an attempt (an app from before attempts), checks the newest code such an app asked for from its address', async () => {
    const legacy = async (from: string) => {
      const res = await t.callFrom<{ user_id: string }>(from, 'POST', LOGIN, { email: 'decor.cz@example.com' });
      expect(res.status).toBe(200);
      return { userId: res.body.user_id, code: await lastCode(t, 'decor.cz@example.com') };
    };
    const mine = await legacy('198.51.100.30');
    // A stranger's request from elsewhere neither replaces this code nor is reached by it.
    const theirs = await legacy('203.0.113.30');
    if (mine.code !== theirs.code) {
      expect((await t.callFrom('198.51.100.30', 'POST', VERIFY, theirs)).status).toBe(406);
    }
    expect((await t.callFrom('198.51.100.30', 'POST', VERIFY, mine)).status).toBe(200);
    // Today's app (it sends its device token) is never checked this way: its code needs its attempt.
    const res = await t.callFrom<{ user_id: string }>('198.51.100.30', 'POST', LOGIN, {
      email: 'decor.cz@example.com',
      device: DEVICE,
    });
    const code = await lastCode(t, 'decor.cz@example.com');
    expect((await t.callFrom('198.51.100.30', 'POST', VERIFY, { userId: res.body.user_id, code })).status).toBe(406);
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
