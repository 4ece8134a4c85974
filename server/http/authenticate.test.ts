import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '../services/auth/access-token.ts';
import { bearer, signIn, useTestApp } from '../test/test-app.ts';

const SELF = '/api/v1/company/user/self';

describe('bearer tokens (authenticate.ts)', () => {
  const t = useTestApp();

  it('refuses a token it accepted before once the token has expired', async () => {
    const owner = await signIn(t, 'owner.pl@example.com');
    expect((await t.call('GET', SELF, undefined, bearer(owner.token))).status).toBe(200);
    t.clock.advance(ACCESS_TOKEN_MINUTES * 60_000 - 1_000);
    expect((await t.call('GET', SELF, undefined, bearer(owner.token))).status).toBe(200);
    t.clock.advance(1_000);
    expect((await t.call('GET', SELF, undefined, bearer(owner.token))).status).toBe(401);
  });

  it('refuses a token altered after one like it was accepted, and any other spelling', async () => {
    const owner = await signIn(t, 'owner.ro@example.com');
    expect((await t.call('GET', SELF, undefined, bearer(owner.token))).status).toBe(200);
    const [head, body, signature] = owner.token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const header of [`Bearer ${head}.${body}.${flipped}`, `Bearer ${owner.token}x`, owner.token, 'Bearer '])
      expect((await t.call('GET', SELF, undefined, { authorization: header })).status).toBe(401);
    expect((await t.call('GET', SELF, undefined, { authorization: `bearer  ${owner.token}` })).status).toBe(200);
  });
});
