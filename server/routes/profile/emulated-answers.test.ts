import { describe, expect, it } from 'vitest';
import { sessions } from '#server/test/profile-test-kit.ts';
import { bearer, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };

/**
 * The app replaces its signed-in user with a profile write's answer (its language, on the first load): during an
 * emulation that answer names the admin too, or the emulation banner disappears (decision 0051).
 */
describe('a profile write during an emulation', () => {
  const t = useTestApp();
  const as = sessions(t);

  it('answers the user with emulated_by, as /user/self does; an ordinary session with null', async () => {
    const [row] = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM users WHERE email = 'owner.ro@example.com'",
    );
    const path = `/api/v1/installer/user/${row!.uuid}`;
    const started = await t.call<{ token: string }>(
      'POST',
      `/api/staff/users/${row!.uuid}/emulation`,
      { reason: 'Ticket 7.' },
      OPERATOR,
    );
    expect(started.status).toBe(200);
    const emulated = await t.call('PATCH', path, { name: 'Andrei' }, bearer(started.body.token));
    expect(emulated).toMatchObject({ status: 200, body: { name: 'Andrei', emulated_by: 'Club staff' } });
    const own = await t.call('PATCH', path, { name: 'Andrei' }, (await as('owner.ro@example.com')).auth);
    expect(own).toMatchObject({ status: 200, body: { emulated_by: null } });
  });
});
