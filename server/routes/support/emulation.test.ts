import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '#server/test/fake-clock.ts';
import { adminSession, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const SELF = '/api/v1/company/user/self';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Session = { token: string; refresh_token: string; faker: string; emulated_by: string };

/** Emulation through the staff calls (docs/decisions/0276): an admin's session or the operator key. */
describe('emulation sessions', () => {
  const t = useTestApp();
  let owner: string;
  beforeAll(async () => {
    const [row] = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM users WHERE email = 'owner.pl@example.com'",
    );
    owner = row!.uuid;
  });
  const start = (headers: Record<string, string> = OPERATOR, user = owner, body: object = { reason: 'Ticket 42.' }) =>
    t.call<Session>('POST', `/api/staff/users/${user}/emulation`, body, headers);

  it('is minted only for an admin or with the operator key, with a reason, for a known installer', async () => {
    expect((await start({})).status).toBe(401);
    const support = await staffSignIn(t, SUPPORT);
    expect((await start(bearer(support.token))).status).toBe(403);
    expect((await start(OPERATOR, UNKNOWN)).status).toBe(404);
    expect((await start(OPERATOR, owner, {})).status).toBe(400);
    expect((await start(OPERATOR, owner, { reason: ' ' })).status).toBe(400);
  });

  it("names the admin who started it, or 'Club staff' for the operator key", async () => {
    const admin = await start(bearer(await adminSession(t)));
    expect(admin).toMatchObject({ status: 200, body: { emulated_by: 'Ada Admin' } });
    const self = await t.call('GET', SELF, undefined, bearer(admin.body.token));
    expect(self).toMatchObject({ status: 200, body: { emulated_by: 'Ada Admin' } });
    const [line] = await t.deps.db.query<{ action: string; reason: string }>(
      'SELECT action, reason FROM staff_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(line).toEqual({ action: 'emulation.started', reason: 'Ticket 42.' });
  });

  it('signs in as the user with emulated_by set, for 60 minutes, without refresh', async () => {
    const session = (await start()).body;
    expect(session.faker).toBe(`${session.token}:${session.refresh_token}`);
    const self = await t.call('GET', SELF, undefined, bearer(session.token));
    expect(self).toMatchObject({ status: 200, body: { email: 'owner.pl@example.com', emulated_by: 'Club staff' } });
    const refreshed = await t.call('POST', '/api/v2/installer/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(401);
    t.clock.advance(HOUR + 1000);
    expect((await t.call('GET', SELF, undefined, bearer(session.token))).status).toBe(401);
  });

  it('ends at once when staff end it', async () => {
    const session = (await start()).body;
    expect((await t.call('GET', SELF, undefined, bearer(session.token))).status).toBe(200);
    expect((await t.call('POST', `/api/staff/users/${owner}/emulation/end`)).status).toBe(401);
    const ended = await t.call('POST', `/api/staff/users/${owner}/emulation/end`, undefined, OPERATOR);
    expect(ended).toMatchObject({ status: 200, body: { ended: 1 } });
    expect((await t.call('GET', SELF, undefined, bearer(session.token))).status).toBe(401);
  });
});
