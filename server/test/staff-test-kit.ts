import { expect } from 'vitest';
import type { StaffSignIn } from '#contract/staff.ts';
import { SoftAuthenticator } from '#server/routes/passkeys/soft-authenticator.ts';
import { bearer, lastCode, type TestApp } from '#server/test/test-app.ts';

/** The demo's staff (seed-staff.ts). */
export const ADMIN = 'admin@club.example';
export const SUPPORT = 'support@club.example';

type Options = { challenge: string; rp?: { id?: string }; user?: { id?: string }; rpId?: string };

/** Signs a staff member in with an e-mail code; answers the session. */
export async function staffSignIn(t: TestApp, email: string): Promise<StaffSignIn> {
  const login = await t.call<{ attempt: string }>('POST', '/api/staff/login', { email });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const code = await lastCode(t, email);
  const verify = await t.call<StaffSignIn>('POST', '/api/staff/login/verify', {
    email,
    attempt: login.body.attempt,
    code,
  });
  expect(verify.status, JSON.stringify(verify.body)).toBe(200);
  return verify.body;
}

/** Adds a passkey to the session's member (the software authenticator keeps it). */
export async function addStaffPasskey(t: TestApp, token: string, device: SoftAuthenticator) {
  const options = await t.call<{ options: Options }>(
    'POST',
    '/api/staff/passkeys/registration-options',
    undefined,
    bearer(token),
  );
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  return t.call(
    'POST',
    '/api/staff/passkeys',
    { credential: device.create(options.body.options), name: 'Laptop' },
    bearer(token),
  );
}

/** Confirms the session with the member's passkey. */
export async function confirmStaffSession(t: TestApp, token: string, device: SoftAuthenticator) {
  const options = await t.call<{ options: Options }>(
    'POST',
    '/api/staff/passkeys/confirm-options',
    undefined,
    bearer(token),
  );
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  return t.call('POST', '/api/staff/passkeys/confirm', { credential: device.get(options.body.options) }, bearer(token));
}

/** An admin's session confirmed with a passkey (added now when the device has none), as the console makes it. */
export async function adminSession(t: TestApp, device = new SoftAuthenticator(), email = ADMIN): Promise<string> {
  const { token } = await staffSignIn(t, email);
  if (device.credentials.length === 0) expect((await addStaffPasskey(t, token, device)).status).toBe(201);
  expect((await confirmStaffSession(t, token, device)).status).toBe(200);
  return token;
}

/** Audit lines written so far. */
export async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit_log');
  return row!.n;
}
