import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { callerAddress } from './caller-address.ts';

const seenBy = async (trustedProxies: string[], forwarded?: string, socket = '10.0.0.5') => {
  const app = new Hono();
  app.get('/', (c) => c.text(callerAddress(c, trustedProxies) ?? 'none'));
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return res.text();
};

describe('the caller address behind proxies (caller-address.ts)', () => {
  it('without trusted proxies: the socket, whatever X-Forwarded-For claims', async () => {
    expect(await seenBy([], '198.51.100.7')).toBe('10.0.0.5');
    expect(await seenBy([], '127.0.0.1')).toBe('10.0.0.5');
  });

  it('from a caller that is not a trusted proxy: the socket, even though proxies are configured', async () => {
    // The finding of issue 23: with TRUSTED_PROXIES=1 anyone could write X-Forwarded-For: 127.0.0.1.
    expect(await seenBy(['10.9.9.9'], '127.0.0.1', '203.0.113.50')).toBe('203.0.113.50');
    expect(await seenBy(['10.1.0.0/16'], '198.51.100.7', '10.2.0.1')).toBe('10.2.0.1');
  });

  it('behind a trusted proxy: the entry it appended, not the ones the client wrote before it', async () => {
    expect(await seenBy(['10.0.0.5'], '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seenBy(['10.0.0.0/8'], '6.6.6.6, 198.51.100.7, 10.1.1.1')).toBe('198.51.100.7');
    expect(await seenBy(['::ffff:10.0.0.5'.slice(7)], '198.51.100.7', '::ffff:10.0.0.5')).toBe('198.51.100.7');
  });

  it('behind a proxy that sent no header or a malformed one: the proxy', async () => {
    expect(await seenBy(['10.0.0.5'])).toBe('10.0.0.5');
    expect(await seenBy(['10.0.0.5'], 'not-an-address')).toBe('10.0.0.5');
  });

  it('an IPv6 range', async () => {
    expect(await seenBy(['fd00::/8'], '2001:db8::1', 'fd00::2')).toBe('2001:db8::1');
  });
});
