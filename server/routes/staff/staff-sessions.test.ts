import { describe, expect, it } from 'vitest';
import type { StaffMe } from '#contract/staff.ts';
import { HOUR } from '#server/test/fake-clock.ts';
import {
  ADMIN,
  addStaffPasskey,
  auditCount,
  confirmStaffSession,
  SUPPORT,
  staffSignIn,
} from '#server/test/staff-test-kit.ts';
import { bearer, useTestApp } from '#server/test/test-app.ts';
import { SoftAuthenticator } from '../passkeys/soft-authenticator.ts';

describe('staff sign-in and sessions', () => {
  const t = useTestApp();

  it('signs staff in with an e-mail code into a session of 8 hours that acts with their role', async () => {
    const before = await auditCount(t);
    const session = await staffSignIn(t, SUPPORT);
    expect(session.token).toMatch(/^staff_/);
    expect(new Date(session.expires_at).getTime() - t.clock.now().getTime()).toBe(8 * HOUR);
    expect(session.staff).toMatchObject({ email: SUPPORT, role: 'support', session: { acting_role: 'support' } });
    expect(await auditCount(t)).toBe(before + 1);
    const me = await t.call<StaffMe>('GET', '/api/staff/me', undefined, bearer(session.token));
    expect(me.body.email).toBe(SUPPORT);
    t.clock.advance(8 * HOUR);
    expect((await t.call('GET', '/api/staff/me', undefined, bearer(session.token))).status).toBe(401);
  });

  it('answers an address that is not staff as any other, and sends it nothing', async () => {
    const sent = t.lines.length;
    const res = await t.call<{ attempt: string }>('POST', '/api/staff/login', { email: 'owner.pl@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.attempt).toEqual(expect.any(String));
    expect(t.lines.length).toBe(sent);
    const verify = await t.call('POST', '/api/staff/login/verify', {
      email: 'owner.pl@example.com',
      attempt: res.body.attempt,
      code: '12345',
    });
    expect(verify).toMatchObject({ status: 406, body: { message: 'The code is invalid.' } });
  });

  it('refuses a wrong code and, past the limits, asks to wait (the installers’ machinery)', async () => {
    const login = await t.call<{ attempt: string }>('POST', '/api/staff/login', { email: SUPPORT });
    const wrong = (code: string) =>
      t.call('POST', '/api/staff/login/verify', { email: SUPPORT, attempt: login.body.attempt, code });
    expect((await wrong('00000')).status).toBe(406);
    for (let i = 0; i < 3; i++) await wrong('00000');
    expect(await wrong('00000')).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes. Request a new code.' },
    });
    for (let i = 0; i < 6; i++) await t.call('POST', '/api/staff/login', { email: SUPPORT });
    expect((await t.call('POST', '/api/staff/login', { email: SUPPORT })).status).toBe(429);
    t.clock.advance(2 * HOUR);
  });

  it('ends a session on sign-out', async () => {
    const { token } = await staffSignIn(t, SUPPORT);
    expect((await t.call('POST', '/api/staff/logout', undefined, bearer(token))).status).toBe(204);
    expect((await t.call('GET', '/api/staff/me', undefined, bearer(token))).status).toBe(401);
  });

  it('gives an admin’s session the admin role only once confirmed with a passkey', async () => {
    const { token, staff } = await staffSignIn(t, ADMIN);
    expect(staff.session.acting_role).toBeNull();
    expect(staff.passkeys).toBe(0);
    expect((await t.call('GET', '/api/staff/members', undefined, bearer(token))).status).toBe(403);
    const device = new SoftAuthenticator();
    expect((await addStaffPasskey(t, token, device)).status).toBe(201);
    // Adding a passkey is not a confirmation.
    expect((await t.call('GET', '/api/staff/members', undefined, bearer(token))).status).toBe(403);
    const confirmed = await confirmStaffSession(t, token, device);
    expect(confirmed).toMatchObject({ status: 200, body: { session: { acting_role: 'admin' }, passkeys: 1 } });
    expect((await t.call('GET', '/api/staff/members', undefined, bearer(token))).status).toBe(200);

    // A new code session of the same admin acts as admin only after the passkey again, and cannot add another first.
    const next = (await staffSignIn(t, ADMIN)).token;
    expect((await t.call('GET', '/api/staff/members', undefined, bearer(next))).status).toBe(403);
    expect(await t.call('POST', '/api/staff/passkeys/registration-options', undefined, bearer(next))).toMatchObject({
      status: 403,
      body: { message: 'Confirm this session with your passkey before adding another.' },
    });
    // A passkey that is not the member's does not confirm it; theirs does.
    const support = (await staffSignIn(t, SUPPORT)).token;
    const other = new SoftAuthenticator();
    expect((await addStaffPasskey(t, support, other)).status).toBe(201);
    expect((await confirmStaffSession(t, next, other)).status).toBe(403);
    expect((await confirmStaffSession(t, next, device)).status).toBe(200);
    expect((await t.call('GET', '/api/staff/members', undefined, bearer(next))).status).toBe(200);
  });

  it('refuses a staff token on the operator-only and installer calls and the operator key on /staff/me', async () => {
    const { token } = await staffSignIn(t, SUPPORT);
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, bearer(token))).status).toBe(401);
    expect((await t.call('GET', '/api/operator/maintenance', undefined, bearer(token))).status).toBe(401);
    const me = await t.call('GET', '/api/staff/me', undefined, { 'X-Operator-Key': 'test-operator-key-0123456789' });
    expect(me).toMatchObject({
      status: 403,
      body: { message: 'The operator key has no staff session: sign in as staff.' },
    });
  });

  it('keeps the audit log append-only', async () => {
    await expect(t.deps.db.query("UPDATE staff_audit_log SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.deps.db.query('DELETE FROM staff_audit_log')).rejects.toThrow(/append-only/);
    await expect(t.deps.db.query('TRUNCATE staff_audit_log')).rejects.toThrow(/append-only/);
  });
});
