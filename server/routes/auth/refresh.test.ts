import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TokenObject } from '#contract/auth.ts';
import { keyedHash } from '#server/services/auth/keyed-hash.ts';
import { revokeRefreshTokens } from '#server/services/profile/revoke-sessions.ts';
import { HOUR } from '#server/test/fake-clock.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

const REFRESH = '/api/v2/installer/refresh';
const LOGOUT = '/api/v1/installer/logout';
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

  const familyRows = async (refreshToken: string) => {
    const [row] = await t.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM refresh_tokens
       WHERE family = (SELECT family FROM refresh_tokens WHERE token_hash = $1)`,
      [keyedHash(t.deps.env.jwtSecret, 'refresh-token', refreshToken)],
    );
    return row!.n;
  };
  /** The token object the app stores and sends back: the access token with its refresh token. */
  const pair = (tokens: { token: string; refresh_token: string }) => ({
    token: tokens.token,
    refresh_token: tokens.refresh_token,
  });

  it('answers a token whose answer was lost with the same successor, however often it comes back', async () => {
    const session = await signIn(t, 'member.pl@example.com');
    const lost = await t.call<{ refresh_token: string }>('POST', REFRESH, pair(session));
    expect(lost.status).toBe(200);
    const rows = await familyRows(session.refresh_token);
    // The answer never reached the phone: it presents the same pair again, minutes and hours later.
    const answers: TokenObject[] = [];
    for (const wait of [10 * 60_000, 60_000, 3 * HOUR, 60_000, 60_000]) {
      t.clock.advance(wait);
      const again = await t.call('POST', REFRESH, pair(session));
      expect(again.status).toBe(200);
      answers.push(v.parse(TokenObject, again.body));
    }
    // The same refresh token every time (idempotent), no new rows; each answer's access token is fresh and works.
    expect(new Set(answers.map((a) => a.refresh_token))).toEqual(new Set([lost.body.refresh_token]));
    expect(await familyRows(session.refresh_token)).toBe(rows);
    const last = answers.at(-1)!;
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, bearer(last.token))).status).toBe(200);
    // The line goes on from that successor, once; the spent parent is then a replay and ends the session.
    const next = await t.call<TokenObject>('POST', REFRESH, pair(last));
    expect(next.status).toBe(200);
    expect(await t.call('POST', REFRESH, pair(session))).toMatchObject(ENDED);
    expect(await t.call('POST', REFRESH, pair(next.body))).toMatchObject(ENDED);
  });

  it('answers a lost answer again only to the holder of the pair: the spent refresh token alone ends the session', async () => {
    const session = await signIn(t, 'tomasz.pl@example.com');
    const rotated = await t.call<TokenObject>('POST', REFRESH, pair(session));
    expect(rotated.status).toBe(200);
    // Someone who found the spent refresh token (and not the access token issued with it) presents it.
    const stolen = await t.call('POST', REFRESH, { refresh_token: session.refresh_token });
    expect(stolen).toMatchObject(ENDED);
    const other = await signIn(t, 'owner.ro@example.com');
    expect(await t.call('POST', REFRESH, { ...pair(session), token: other.token })).toMatchObject(ENDED);
    // The family is over: the successor does not renew either.
    expect(await t.call('POST', REFRESH, pair(rotated.body))).toMatchObject(ENDED);
  });

  it('ends the family when a spent token comes back after the grace, or after its successor was used', async () => {
    const late = await signIn(t, 'legacy.sk@example.com');
    const successor = await t.call<TokenObject>('POST', REFRESH, pair(late));
    t.clock.advance(24 * HOUR + 1000);
    expect(await t.call('POST', REFRESH, pair(late))).toMatchObject(ENDED);
    expect(await t.call('POST', REFRESH, pair(successor.body))).toMatchObject(ENDED);

    const used = await signIn(t, 'legacy.sk@example.com');
    const second = await t.call<TokenObject>('POST', REFRESH, pair(used));
    expect((await t.call('POST', REFRESH, pair(second.body))).status).toBe(200);
    expect(await t.call('POST', REFRESH, pair(used))).toMatchObject(ENDED);
  });

  it('signing out ends the session on the server, with the current token or a spent one; again and unknown: 204', async () => {
    const session = await signIn(t, 'owner.ro@example.com');
    const next = await t.call<TokenObject>('POST', REFRESH, pair(session));
    expect(await t.call('POST', LOGOUT, { refresh_token: next.body.refresh_token })).toMatchObject({ status: 204 });
    expect(await t.call('POST', REFRESH, pair(next.body))).toMatchObject(ENDED);
    expect(await t.call('POST', LOGOUT, { refresh_token: next.body.refresh_token })).toMatchObject({ status: 204 });
    expect(await t.call('POST', LOGOUT, { refresh_token: 'not-a-token' })).toMatchObject({ status: 204 });

    // A spent token signs out its whole family too (the phone lost the answer, then signed out).
    const other = await signIn(t, 'owner.ro@example.com');
    const kept = await t.call<TokenObject>('POST', REFRESH, pair(other));
    expect((await t.call('POST', LOGOUT, { refresh_token: other.refresh_token })).status).toBe(204);
    expect(await t.call('POST', REFRESH, pair(kept.body))).toMatchObject(ENDED);
    expect(await t.call('POST', REFRESH, pair(other))).toMatchObject(ENDED);
    expect((await t.call('POST', LOGOUT, {})).status).toBe(400);
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
