import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFakerParam } from './faker.ts';
import { readToken } from './token-store.ts';

describe('the faker parameter', () => {
  it('stores a token valid for an hour from its two parts', () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(applyFakerParam(new URL('https://club.example.pl/?faker=abc:def'), now)).toBe(true);
    expect(readToken()).toEqual({
      token: 'abc',
      refresh_token: 'def',
      expiresAt: '2025-03-01T11:00:00.000Z',
      clockAheadMs: 0,
    });
  });

  it.each(['abc', 'a:b:c', ':def', 'abc:'])('ignores %s', (value) => {
    expect(applyFakerParam(new URL(`https://club.example.pl/?faker=${value}`))).toBe(false);
    expect(readToken()).toBeNull();
  });

  describe('in a production build', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('is ignored, even with an emulation’s token: a link cannot sign a browser into someone else’s account', () => {
      vi.stubEnv('PROD', true);
      const part = (json: object) => btoa(JSON.stringify(json)).replace(/=+$/, '');
      const emulation = `${part({ alg: 'HS256' })}.${part({ sub: 'u', emulated_by: 'Ada Admin', emu: 's' })}.sig`;
      expect(applyFakerParam(new URL('https://club.example.pl/?faker=abc:def'))).toBe(false);
      expect(applyFakerParam(new URL(`https://club.example.pl/?faker=${emulation}:emulation-x`))).toBe(false);
      expect(readToken()).toBeNull();
    });
  });
});
