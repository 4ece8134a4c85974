import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { fakeClock, HOUR } from '#server/test/fake-clock.ts';
import { readAccessClaims } from './access-claims.ts';
import { signAccessToken } from './access-token.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';
const USER = '2b7e1516-28ae-4d2a-a6ab-f7158809cf4f';

describe('readAccessClaims', () => {
  it('reads tokens hono/jwt signed, until they expire', async () => {
    const clock = fakeClock();
    const { token } = await signAccessToken(SECRET, clock, USER);
    expect(readAccessClaims(SECRET, clock, token)).toEqual({ sub: USER, emulatedBy: null, emulation: null });
    clock.advance(HOUR);
    expect(readAccessClaims(SECRET, clock, token)).toBeNull();
  });

  it('refuses other secrets, other algorithms, tampering and garbage', async () => {
    const clock = fakeClock();
    const exp = Math.floor(clock.now().getTime() / 1000) + 60;
    const { token } = await signAccessToken(SECRET, clock, USER);
    expect(readAccessClaims('another-secret-long-enough-0123456789', clock, token)).toBeNull();
    expect(readAccessClaims(SECRET, clock, await sign({ sub: 'u', exp }, SECRET, 'HS512'))).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', exp })).toString('base64url');
    expect(readAccessClaims(SECRET, clock, `${h}.${forged}.${s}`)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(readAccessClaims(SECRET, clock, `${none}.${forged}.`)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', '...', `${h}.%%%.${s}`])
      expect(readAccessClaims(SECRET, clock, junk)).toBeNull();
    expect(readAccessClaims(SECRET, clock, await sign({ sub: 'u' }, SECRET, 'HS256'))).toBeNull();
  });

  it('carries the emulation claims', async () => {
    const clock = fakeClock();
    const exp = Math.floor(clock.now().getTime() / 1000) + 60;
    const token = await sign({ sub: USER, exp, emulated_by: 'Ewa', emu: 's' }, SECRET, 'HS256');
    expect(readAccessClaims(SECRET, clock, token)).toEqual({ sub: USER, emulatedBy: 'Ewa', emulation: 's' });
  });

  it('refuses a correctly signed token whose subject is not a uuid', async () => {
    const clock = fakeClock();
    const { token } = await signAccessToken(SECRET, clock, 'not-a-uuid');
    expect(readAccessClaims(SECRET, clock, token)).toBeNull();
  });
});
