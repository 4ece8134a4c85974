import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../test/test-app.ts';

const SELF = '/api/v1/company/user/self';

describe('the short cache of signed-in users', () => {
  const t = useTestApp();

  it('lets a removed member in no more, on the very next request', async () => {
    const member = await signIn(t, 'tomasz.pl@example.com');
    const owner = await signIn(t, 'owner.pl@example.com');
    expect((await t.call('GET', SELF, undefined, bearer(member.token))).status).toBe(200);
    const removed = await t.call('DELETE', `/api/v1/installer/user/${member.installer.user_id}`, undefined, {
      ...bearer(owner.token),
    });
    expect(removed.status).toBe(204);
    expect((await t.call('GET', SELF, undefined, bearer(member.token))).status).toBe(401);
  });

  it('forgets users after a few seconds even without a write', async () => {
    const owner = await signIn(t, 'owner.ro@example.com');
    expect((await t.call('GET', SELF, undefined, bearer(owner.token))).status).toBe(200);
    await t.deps.db.query("UPDATE users SET active = 0 WHERE email = 'owner.ro@example.com'");
    t.clock.advance(6_000);
    expect((await t.call('GET', SELF, undefined, bearer(owner.token))).status).toBe(401);
  });
});
