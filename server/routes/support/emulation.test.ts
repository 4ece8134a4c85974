import { describe, expect, it } from 'vitest';
import { HOUR } from '#server/test/fake-clock.ts';
import { bearer, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const SELF = '/api/v1/company/user/self';

describe('emulation sessions', () => {
  const t = useTestApp();
  const start = () =>
    t.call<{ token: string; refresh_token: string; faker: string; emulated_by: string }>(
      'POST',
      '/api/operator/emulate',
      { email: 'owner.pl@example.com', admin: 'Ewa Support' },
      OPERATOR,
    );

  it('is minted only with the operator key', async () => {
    const res = await t.call('POST', '/api/operator/emulate', { email: 'owner.pl@example.com', admin: 'Eve' });
    expect(res.status).toBe(401);
    expect(
      (await t.call('POST', '/api/operator/emulate', { email: 'nobody@example.com', admin: 'Eve' }, OPERATOR)).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/operator/emulate', { email: 'x', admin: '' }, OPERATOR)).status).toBe(400);
  });

  it('signs in as the user with emulated_by set, for 60 minutes, without refresh', async () => {
    const session = (await start()).body;
    expect(session.faker).toBe(`${session.token}:${session.refresh_token}`);
    const self = await t.call('GET', SELF, undefined, bearer(session.token));
    expect(self).toMatchObject({ status: 200, body: { email: 'owner.pl@example.com', emulated_by: 'Ewa Support' } });
    const refreshed = await t.call('POST', '/api/v2/installer/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(401);
    t.clock.advance(HOUR + 1000);
    expect((await t.call('GET', SELF, undefined, bearer(session.token))).status).toBe(401);
  });

  it('ends at once when staff end it', async () => {
    const session = (await start()).body;
    expect((await t.call('GET', SELF, undefined, bearer(session.token))).status).toBe(200);
    const ended = await t.call('POST', '/api/operator/emulate/end', { email: 'owner.pl@example.com' }, OPERATOR);
    expect(ended).toMatchObject({ status: 200, body: { ended: 1 } });
    expect((await t.call('GET', SELF, undefined, bearer(session.token))).status).toBe(401);
  });
});
