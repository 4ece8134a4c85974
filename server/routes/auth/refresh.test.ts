import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TokenObject } from '../../../contract/auth.ts';
import { revokeRefreshTokens } from '../../services/profile/revoke-sessions.ts';
import { HOUR } from '../../test/fake-clock.ts';
import { bearer, signIn, useTestApp } from '../../test/test-app.ts';

const REFRESH = '/api/v2/installer/refresh';
const ENDED = { status: 401, body: { message: 'Your session has ended. Please sign in again.' } };

describe('POST /v2/installer/refresh', () => {
  const t = useTestApp();

  it('rotates the refresh token; the old one no longer works', async () => {
    const session = await signIn(t, 'owner.pl@example.com');
    const stored = { token: session.token, refresh_token: session.refresh_token, expiresAt: session.expiresAt };
    t.clock.advance(55 * 60_000);
    const res = await t.call('POST', REFRESH, stored);
    expect(res.status).toBe(200);
    const next = v.parse(TokenObject, res.body);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(new Date(next.expiresAt).getTime()).toBeGreaterThan(new Date(session.expiresAt).getTime());
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, bearer(next.token))).status).toBe(200);
    expect((await t.call('POST', REFRESH, { refresh_token: next.refresh_token })).status).toBe(200);
    expect(await t.call('POST', REFRESH, stored)).toMatchObject(ENDED);
  });

  it('revokes the whole family when a token comes back after its successor was used', async () => {
    const session = await signIn(t, 'owner.ro@example.com');
    const second = await t.call<{ refresh_token: string }>('POST', REFRESH, { refresh_token: session.refresh_token });
    expect(second.status).toBe(200);
    const third = await t.call<{ refresh_token: string }>('POST', REFRESH, {
      refresh_token: second.body.refresh_token,
    });
    expect(third.status).toBe(200);
    expect(await t.call('POST', REFRESH, { refresh_token: session.refresh_token })).toMatchObject(ENDED);
    expect(await t.call('POST', REFRESH, { refresh_token: third.body.refresh_token })).toMatchObject(ENDED);
  });

  it('exchanges a token again when the answer with its successor was lost, and keeps one line of successors', async () => {
    const session = await signIn(t, 'member.pl@example.com');
    const lost = await t.call<{ refresh_token: string }>('POST', REFRESH, { refresh_token: session.refresh_token });
    expect(lost.status).toBe(200);
    // The answer never reached the phone: it presents the same token again, minutes later.
    t.clock.advance(10 * 60_000);
    const again = await t.call('POST', REFRESH, { refresh_token: session.refresh_token });
    expect(again.status).toBe(200);
    const kept = v.parse(TokenObject, again.body);
    expect(kept.refresh_token).not.toBe(lost.body.refresh_token);
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, bearer(kept.token))).status).toBe(200);
    const next = await t.call<{ refresh_token: string }>('POST', REFRESH, { refresh_token: kept.refresh_token });
    expect(next.status).toBe(200);
    // Once the kept line goes on, the successor that never arrived is worthless, and showing up ends the session.
    expect(await t.call('POST', REFRESH, { refresh_token: lost.body.refresh_token })).toMatchObject(ENDED);
    expect(await t.call('POST', REFRESH, { refresh_token: next.body.refresh_token })).toMatchObject(ENDED);
  });

  it('ends the session when a spent token comes back a day after its exchange, or after signing out', async () => {
    const late = await signIn(t, 'owner.pl@example.com');
    expect((await t.call('POST', REFRESH, { refresh_token: late.refresh_token })).status).toBe(200);
    t.clock.advance(24 * HOUR + 1000);
    expect(await t.call('POST', REFRESH, { refresh_token: late.refresh_token })).toMatchObject(ENDED);

    const out = await signIn(t, 'member.pl@example.com');
    expect((await t.call('POST', REFRESH, { refresh_token: out.refresh_token })).status).toBe(200);
    const [member] = await t.deps.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'member.pl@example.com'",
    );
    await revokeRefreshTokens(t.deps.db, [member!.id], t.clock.now());
    expect(await t.call('POST', REFRESH, { refresh_token: out.refresh_token })).toMatchObject(ENDED);
  });

  it('ends the session after 30 days, for an unknown token and for an inactive user', async () => {
    const session = await signIn(t, 'decor.cz@example.com');
    expect(await t.call('POST', REFRESH, { refresh_token: 'not-a-token' })).toMatchObject(ENDED);
    await t.deps.db.query("UPDATE users SET active = 2 WHERE email = 'decor.cz@example.com'");
    expect(await t.call('POST', REFRESH, { refresh_token: session.refresh_token })).toMatchObject(ENDED);
    await t.deps.db.query("UPDATE users SET active = 1 WHERE email = 'decor.cz@example.com'");
    t.clock.advance(30 * 24 * HOUR + 1000);
    expect(await t.call('POST', REFRESH, { refresh_token: session.refresh_token })).toMatchObject(ENDED);
  });

  it('rejects a body without a refresh token with 400', async () => {
    const res = await t.call('POST', REFRESH, { token: 'x' });
    expect(res).toMatchObject({ status: 400, body: { errors: { refresh_token: ['This field is required.'] } } });
  });
});
