import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '#server/test/fake-clock.ts';
import { lastCode, type TestApp, useTestApp } from '#server/test/test-app.ts';

const LOGIN = '/api/v2/installer/login';
const VERIFY = '/api/v2/installer/login/verify';
const EMAIL = 'owner.pl@example.com';
const PHONE = '+48500000001';
const HOME = '198.51.100.7';
const PHONE_DEVICE = 'lockout-test-phone-device-0000000000000000000';

/** Decision 0262: strangers' requests cannot keep the person from signing in, and guessing stays bounded. */
describe('sign-in under attack', () => {
  const base = useTestApp();
  // The per-address budget of every call anyone may make (ANONYMOUS_REQUESTS_PER_MINUTE) runs on the real clock:
  // out of the way here, so the sign-in limits themselves are what is checked.
  let t: TestApp;
  let userId = '';
  beforeAll(async () => {
    t = await base.variant({ anonymousRequestsPerMinute: 1_000_000 });
  });

  const codeFor = async (from: string, extra: Record<string, string> = {}) => {
    const res = await t.callFrom<{ user_id: string; attempt: string }>(from, 'POST', LOGIN, { email: EMAIL, ...extra });
    if (res.status === 200) userId = res.body.user_id;
    return res;
  };
  const signIn = async (from: string, device?: string) => {
    const login = await codeFor(from, device ? { device } : {});
    expect(login.status, `a code for ${from}`).toBe(200);
    const code = await lastCode(t, EMAIL);
    return t.callFrom(from, 'POST', VERIFY, { userId, code, attempt: login.body.attempt, device });
  };
  /** A stranger at `from`: asks for codes and enters wrong ones, `times` times each, on its own attempts. */
  const attack = async (from: string, times: number) => {
    const attempts: string[] = [];
    for (let i = 0; i < times; i++) {
      const res = await codeFor(from);
      if (res.status === 200) attempts.push(res.body.attempt);
    }
    for (let i = 0; i < times; i++) {
      const attempt = attempts[i % Math.max(1, attempts.length)];
      await t.callFrom(from, 'POST', VERIFY, { userId, code: String(10_000 + i), ...(attempt ? { attempt } : {}) });
    }
  };
  const failures = async () => {
    const [row] = await t.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_code_failures f JOIN users u ON u.id = f.user_id WHERE u.email = $1',
      [EMAIL],
    );
    return row!.n;
  };

  it('a stranger asking for codes and entering wrong ones 100 times does not stop the person signing in', async () => {
    // The person signed in at home, and on the phone (the app's device token), some time ago.
    expect((await signIn(HOME)).status).toBe(200);
    expect((await signIn('192.0.2.50', PHONE_DEVICE)).status).toBe(200);
    t.clock.advance(2 * HOUR);

    await attack('203.0.113.66', 100);
    // The stranger got 5 codes (its address's hourly budget) and 10 wrong tries; the rest were refused.
    expect((await codeFor('203.0.113.66')).status).toBe(429);
    expect(await failures()).toBe(10);

    // Within the same minute: a code at home, and the code works.
    expect((await signIn(HOME)).status).toBe(200);
    // The phone, on a network it never used before: the same.
    expect((await signIn('192.0.2.99', PHONE_DEVICE)).status).toBe(200);
    // A device on an address the account never saw shares the strangers' budget: it still gets a code (one address
    // asks for at most 5 of the 20), but the wrong codes strangers may enter this hour are used up. This is the
    // residual of decision 0262; a passkey, or any device or address that signed in before, is the way in meanwhile.
    const fresh = await codeFor('192.0.2.123');
    expect(fresh.status).toBe(200);
    const held = await t.callFrom('192.0.2.123', 'POST', VERIFY, {
      userId,
      code: await lastCode(t, EMAIL),
      attempt: fresh.body.attempt,
    });
    expect(held).toMatchObject({ status: 429, body: { message: 'Too many wrong codes. Try again later.' } });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('many strangers together use up the unknown clients share; known clients still sign in, and the total stays bounded', async () => {
    t.clock.advance(2 * HOUR);
    const before = await failures();
    for (let n = 1; n <= 20; n++) await attack(`203.0.113.${n}`, 10);
    // 20 codes an hour for all unknown clients together (LOGIN_CODE_ACCOUNT_HOURLY_LIMIT), 10 wrong codes.
    const [codes] = await t.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_codes c JOIN users u ON u.id = c.user_id
       WHERE u.email = $1 AND NOT c.known_client AND c.created_at > $2`,
      [EMAIL, new Date(t.clock.now().getTime() - HOUR)],
    );
    expect(codes!.n).toBe(20);
    expect((await failures()) - before).toBe(10);

    const newcomer = await codeFor('192.0.2.200');
    expect(newcomer).toMatchObject({ status: 429, body: { message: 'Too many codes requested. Try again later.' } });
    const wait = Number(newcomer.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);

    // The person at home and on the phone are not held back.
    expect((await signIn(HOME)).status).toBe(200);
    expect((await signIn('192.0.2.77', PHONE_DEVICE)).status).toBe(200);

    // Over a day, strangers get at most 5 hours' worth of wrong codes: 50, a 1 in 2,000 chance of the code.
    for (let hour = 0; hour < 24; hour++) {
      t.clock.advance(HOUR);
      for (let n = 1; n <= 3; n++) await attack(`203.0.${hour}.${n}`, 5);
    }
    const [day] = await t.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_code_failures f JOIN users u ON u.id = f.user_id
       WHERE u.email = $1 AND NOT f.known_client AND f.created_at > $2`,
      [EMAIL, new Date(t.clock.now().getTime() - 24 * HOUR)],
    );
    expect(day!.n).toBeLessThanOrEqual(50);
    expect((await signIn(HOME)).status).toBe(200);
  });

  it('a wrong code entered by a stranger never kills the person’s code', async () => {
    t.clock.advance(2 * HOUR);
    const mine = await codeFor(HOME);
    const code = await lastCode(t, EMAIL);
    // The stranger knows the account but not the attempt: whatever it sends is checked against its own attempts.
    for (let i = 0; i < 6; i++) {
      await t.callFrom('203.0.113.200', 'POST', VERIFY, { userId, code: String(20_000 + i) });
      await t.callFrom('203.0.113.200', 'POST', VERIFY, { userId, code: String(30_000 + i), attempt: 'x'.repeat(22) });
    }
    expect((await t.callFrom(HOME, 'POST', VERIFY, { userId, code, attempt: mine.body.attempt })).status).toBe(200);
  });

  it('a code dies after 5 wrong tries and after 10 minutes', async () => {
    t.clock.advance(2 * HOUR);
    const guessed = await codeFor(HOME);
    const code = await lastCode(t, EMAIL);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 1; i <= 5; i++) {
      const res = await t.callFrom(HOME, 'POST', VERIFY, { userId, code: wrong, attempt: guessed.body.attempt });
      expect(res.status).toBe(i < 5 ? 406 : 429);
    }
    expect((await t.callFrom(HOME, 'POST', VERIFY, { userId, code, attempt: guessed.body.attempt })).status).toBe(429);

    const late = await codeFor(HOME);
    const lateCode = await lastCode(t, EMAIL);
    t.clock.advance(10 * MINUTE + 1);
    expect(
      (await t.callFrom(HOME, 'POST', VERIFY, { userId, code: lateCode, attempt: late.body.attempt })).status,
    ).toBe(406);
  });

  it('also holds for codes by SMS', async () => {
    t.clock.advance(2 * HOUR);
    for (let n = 1; n <= 5; n++) {
      for (let i = 0; i < 5; i++) await t.callFrom(`203.0.113.${n}`, 'POST', LOGIN, { phone: '500000001', region: 2 });
    }
    const res = await t.callFrom<{ user_id: string; attempt: string }>(HOME, 'POST', LOGIN, {
      phone: '500000001',
      region: 2,
    });
    expect(res.status).toBe(200);
    const code = await lastCode(t, PHONE);
    const verify = await t.callFrom(HOME, 'POST', VERIFY, {
      userId: res.body.user_id,
      code,
      attempt: res.body.attempt,
    });
    expect(verify.status).toBe(200);
  });
});
