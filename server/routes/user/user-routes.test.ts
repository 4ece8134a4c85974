import { sign } from 'hono/jwt';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PointsSummary } from '#contract/points.ts';
import { CurrentUser } from '#contract/user.ts';
import { HOUR } from '#server/test/fake-clock.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

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

  it("answers a member the company's points summary, the same the owner sees", async () => {
    const member = await signIn(t, 'member.pl@example.com');
    const owner = await signIn(t, 'owner.pl@example.com');
    const path = `/api/v1/company/points/${member.installer.company_id}`;
    const asMember = await t.call('GET', path, undefined, bearer(member.token));
    const asOwner = await t.call('GET', path, undefined, bearer(owner.token));
    expect(asMember.status).toBe(200);
    expect(v.parse(PointsSummary, asMember.body).company_points).toBe(1200);
    expect(asMember.body).toEqual(asOwner.body);
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
