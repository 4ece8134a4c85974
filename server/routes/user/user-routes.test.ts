import { sign } from 'hono/jwt';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PointsSummary } from '../../../contract/points.ts';
import { CurrentUser } from '../../../contract/user.ts';
import { HOUR } from '../../test/fake-clock.ts';
import { bearer, signIn, useTestApp } from '../../test/test-app.ts';

const SELF = '/api/v1/company/user/self';
const UNAUTHENTICATED = { status: 401, body: { message: 'Unauthenticated.' } };

describe('signed-in calls', () => {
  const t = useTestApp();

  it('answers the current user with their company', async () => {
    const session = await signIn(t, 'owner.pl@example.com');
    const res = await t.call('GET', SELF, undefined, bearer(session.token));
    expect(res.status).toBe(200);
    const user = v.parse(CurrentUser, res.body);
    expect(user).toMatchObject({
      name: 'Piotr',
      surname: 'Kowalski',
      email: 'owner.pl@example.com',
      phone: '+48500000001',
      region: { id: 2, slug: 'pl' },
      language: { code: 'pl' },
      role: { id: 3 },
      active: 1,
      contribute_points: 1200,
      emulated_by: null,
    });
    expect(user.company).toMatchObject({ uuid: session.installer.company_id, name: 'Kowalski Dachy Sp. z o.o.' });
  });

  it('answers the points summary of the own company from the ledger', async () => {
    const session = await signIn(t, 'member.pl@example.com');
    const res = await t.call(
      'GET',
      `/api/v1/company/points/${session.installer.company_id}`,
      undefined,
      bearer(session.token),
    );
    expect(res.status).toBe(200);
    expect(v.parse(PointsSummary, res.body)).toEqual({
      company_points: 1200,
      projects: { in_prog: 0, completed: 0, lost: 0 },
      points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
      scans: { current_year: 0, completed: 0 },
    });
  });

  it("answers 404 for another company's points and 400 for a malformed uuid", async () => {
    const ro = await signIn(t, 'owner.ro@example.com');
    const pl = await signIn(t, 'decor.cz@example.com');
    const other = await t.call('GET', `/api/v1/company/points/${ro.installer.company_id}`, undefined, bearer(pl.token));
    expect(other).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    const bad = await t.call('GET', '/api/v1/company/points/123', undefined, bearer(pl.token));
    expect(bad).toMatchObject({ status: 400, body: { errors: { companyUuid: ['Must be a valid identifier.'] } } });
  });

  it('answers 401 without a token, with a bad or foreign-signed token, and when it expired', async () => {
    expect(await t.call('GET', SELF)).toMatchObject(UNAUTHENTICATED);
    expect(await t.call('GET', SELF, undefined, bearer('garbage'))).toMatchObject(UNAUTHENTICATED);
    expect(await t.call('GET', SELF, undefined, { authorization: 'Basic abc' })).toMatchObject(UNAUTHENTICATED);
    const session = await signIn(t, 'legacy.sk@example.com');
    const forged = await sign({ sub: session.installer.user_id, exp: 9999999999 }, 'another-secret', 'HS256');
    expect(await t.call('GET', SELF, undefined, bearer(forged))).toMatchObject(UNAUTHENTICATED);
    expect((await t.call('GET', SELF, undefined, bearer(session.token))).status).toBe(200);
    t.clock.advance(HOUR + 1000);
    expect(await t.call('GET', SELF, undefined, bearer(session.token))).toMatchObject(UNAUTHENTICATED);
    const points = `/api/v1/company/points/${session.installer.company_id}`;
    expect(await t.call('GET', points, undefined, bearer(session.token))).toMatchObject(UNAUTHENTICATED);
  });

  it('answers 401 once the user is no longer active', async () => {
    t.clock.advance(HOUR);
    const session = await signIn(t, 'owner.ro@example.com');
    await t.deps.db.query("UPDATE users SET active = 2 WHERE email = 'owner.ro@example.com'");
    expect(await t.call('GET', SELF, undefined, bearer(session.token))).toMatchObject(UNAUTHENTICATED);
    await t.deps.db.query("UPDATE users SET active = 1 WHERE email = 'owner.ro@example.com'");
  });
});
