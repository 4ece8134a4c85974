import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { callerAddress } from './caller-address.ts';

const seenBy = async (trustedProxies: number, forwarded?: string) => {
  const app = new Hono();
  app.get('/', (c) => c.text(callerAddress(c, trustedProxies) ?? 'none'));
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: '10.0.0.5' } } });
  return res.text();
};

describe('the caller address behind proxies (caller-address.ts)', () => {
  it('without trusted proxies: the socket, whatever X-Forwarded-For claims', async () => {
    expect(await seenBy(0, '198.51.100.7')).toBe('10.0.0.5');
  });

  it('behind one proxy: the entry it appended, not the ones the client wrote before it', async () => {
    expect(await seenBy(1, '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seenBy(2, '6.6.6.6, 198.51.100.7, 10.1.1.1')).toBe('198.51.100.7');
  });

  it('behind a proxy that sent no header: the socket', async () => {
    expect(await seenBy(1)).toBe('10.0.0.5');
  });
});
