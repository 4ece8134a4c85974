import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from '#contract/describe.ts';
import { ADMIN, adminSession, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

/** Every staff call of the contract, so a new one cannot escape these checks. */
const { calls } = describeApi();
const STAFF_CALLS = calls.filter((d) => d.access === 'staff');
const INSTALLER_CALLS = calls.filter((d) => d.access === 'user');

const pathOf = (path: string) =>
  `/api${path.replace(/:(\w+)/g, (_, name: string) => (name === 'uuid' ? '00000000-0000-4000-8000-000000000000' : '1'))}`;

describe('staff calls: who may make them', () => {
  const t = useTestApp();
  let installer: Record<string, string>;
  let support: Record<string, string>;
  let unconfirmedAdmin: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    installer = bearer((await signIn(t, 'owner.pl@example.com')).token);
    support = bearer((await staffSignIn(t, SUPPORT)).token);
    admin = bearer(await adminSession(t));
    unconfirmedAdmin = bearer((await staffSignIn(t, ADMIN)).token);
  });

  it('has staff calls, each below /staff', () => {
    expect(STAFF_CALLS.length).toBeGreaterThan(10);
    for (const d of STAFF_CALLS) expect(d.path.startsWith('/staff/'), d.path).toBe(true);
  });

  it('answers 401 to every staff call without a token, with an installer token, or with a wrong key', async () => {
    for (const d of STAFF_CALLS) {
      for (const headers of [{}, installer, { 'X-Operator-Key': 'not-the-key-0123456789' }, bearer('staff_nonsense')]) {
        const res = await t.call(d.method, pathOf(d.path), d.call.body ? {} : undefined, headers);
        expect(res.status, `${d.method} ${d.path} with ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('answers 403 to a support session on every call support may not make', async () => {
    const refused = STAFF_CALLS.filter((d) => d.call.roles && !d.call.roles.includes('support'));
    expect(refused.length).toBeGreaterThan(0);
    for (const d of refused) {
      const res = await t.call(d.method, pathOf(d.path), d.call.body ? {} : undefined, support);
      expect(res, `${d.method} ${d.path}`).toMatchObject({
        status: 403,
        body: { message: 'Your staff role does not allow this.' },
      });
    }
  });

  it('answers 403 to an admin session not confirmed with a passkey on every call with roles', async () => {
    for (const d of STAFF_CALLS.filter((d) => d.call.roles)) {
      const res = await t.call(d.method, pathOf(d.path), d.call.body ? {} : undefined, unconfirmedAdmin);
      expect(res, `${d.method} ${d.path}`).toMatchObject({
        status: 403,
        body: { message: 'Confirm this session with your passkey before acting as an admin.' },
      });
    }
  });

  it('lets a confirmed admin and the operator key past the role check (the request is then read: 200, 400 or 404)', async () => {
    for (const d of STAFF_CALLS.filter((d) => d.call.roles?.includes('admin'))) {
      for (const headers of [admin, { 'X-Operator-Key': TEST_OPERATOR_KEY }]) {
        const res = await t.call(d.method, pathOf(d.path), d.call.body ? {} : undefined, headers);
        expect([200, 400, 404], `${d.method} ${d.path}: ${res.status}`).toContain(res.status);
      }
    }
  });

  it('answers 401 to every installer call made with a staff token', async () => {
    expect(INSTALLER_CALLS.length).toBeGreaterThan(30);
    for (const d of INSTALLER_CALLS) {
      for (const headers of [support, admin]) {
        const res = await t.call(d.method, pathOf(d.path), d.call.body ? {} : undefined, headers);
        expect(res.status, `${d.method} ${d.path}`).toBe(401);
      }
    }
  });
});
