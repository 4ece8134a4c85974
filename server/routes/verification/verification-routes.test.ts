import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '#server/test/fake-clock.ts';
import { idOf, sessions } from '#server/test/profile-test-kit.ts';
import { lastCode, useTestApp } from '#server/test/test-app.ts';

const VERIFY = '/api/v2/company/verification';

describe('e-mail verification', () => {
  const t = useTestApp();
  const as = sessions(t);
  const unverify = (email: string) =>
    t.deps.db.query('UPDATE users SET verified_email_at = NULL WHERE email = $1', [email]);

  it('sends nothing when the e-mail is verified, and a PATCH is then a no-op', async () => {
    const me = await as('owner.ro@example.com');
    const res = await t.call('POST', VERIFY, undefined, me.auth);
    expect(res).toMatchObject({ status: 200, body: { sent: false, email: 'owner.ro@example.com' } });
    const patch = await t.call('PATCH', VERIFY, { code: '00000' }, me.auth);
    expect(patch.status).toBe(200);
    expect((patch.body as { verified_email_at: string | null }).verified_email_at).not.toBeNull();
  });

  it('sends a 5-digit code (GET or POST) and sets verified_email_at with the right one', async () => {
    const me = await as('owner.pl@example.com');
    await unverify('owner.pl@example.com');
    const sent = await t.call('GET', VERIFY, undefined, me.auth);
    expect(sent).toMatchObject({ status: 200, body: { sent: true, email: 'owner.pl@example.com', resend_in: 60 } });
    const code = await lastCode(t, 'owner.pl@example.com');
    expect(code).toMatch(/^\d{5}$/);
    const wrong = code === '12345' ? '54321' : '12345';
    expect(await t.call('PATCH', VERIFY, { code: wrong }, me.auth)).toMatchObject({
      status: 406,
      body: { message: 'The code is invalid.' },
    });
    expect(await t.call('PATCH', VERIFY, { code: '12' }, me.auth)).toMatchObject({
      status: 400,
      body: { errors: { code: ['The code has 5 digits.'] } },
    });
    const ok = await t.call('PATCH', VERIFY, { code }, me.auth);
    expect(ok.status).toBe(200);
    expect((ok.body as { verified_email_at: string }).verified_email_at).toBe(t.clock.now().toISOString());
  });

  it('accepts only the newest code, refuses expired ones, and stops after 5 wrong tries', async () => {
    const me = await as('decor.cz@example.com');
    await unverify('decor.cz@example.com');
    await t.call('POST', VERIFY, undefined, me.auth);
    const first = await lastCode(t, 'decor.cz@example.com');
    await t.call('POST', VERIFY, undefined, me.auth);
    const second = await lastCode(t, 'decor.cz@example.com');
    if (first !== second) expect((await t.call('PATCH', VERIFY, { code: first }, me.auth)).status).toBe(406);
    t.clock.advance(11 * MINUTE);
    expect((await t.call('PATCH', VERIFY, { code: second }, me.auth)).status).toBe(406);
    await t.call('POST', VERIFY, undefined, me.auth);
    const third = await lastCode(t, 'decor.cz@example.com');
    const wrong = third === '11111' ? '22222' : '11111';
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.call('PATCH', VERIFY, { code: wrong }, me.auth)).status);
    expect(statuses).toEqual([406, 406, 406, 406, 429]);
    expect((await t.call('PATCH', VERIFY, { code: third }, me.auth)).status).toBe(429);
  });

  it('limits codes to 5 an hour per user', async () => {
    t.clock.advance(HOUR);
    const me = await as('member.pl@example.com');
    await unverify('member.pl@example.com');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.call('POST', VERIFY, undefined, me.auth)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a code sent to the old address does not verify a changed e-mail', async () => {
    t.clock.advance(HOUR);
    const me = await as('legacy.sk@example.com');
    await unverify('legacy.sk@example.com');
    await t.call('POST', VERIFY, undefined, me.auth);
    const code = await lastCode(t, 'legacy.sk@example.com');
    const { id } = await idOf(t, 'legacy.sk@example.com');
    await t.call('PATCH', `/api/v1/company/user/${id}`, { email: 'marek@example.com' }, me.auth);
    expect((await t.call('PATCH', VERIFY, { code }, me.auth)).status).toBe(406);
  });
});
