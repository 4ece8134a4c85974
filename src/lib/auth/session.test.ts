import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceToken } from './device-token.ts';
import { logout, onSessionEnded } from './session.ts';
import { readToken, writeToken } from './token-store.ts';

const token = { token: 'e30.e30.sig', refresh_token: 'the-refresh-token', expiresAt: '2030-01-01T00:00:00.000Z' };

describe('signing out', () => {
  const ended = vi.fn();
  beforeEach(() => onSessionEnded(ended));
  afterEach(() => {
    vi.unstubAllGlobals();
    ended.mockReset();
    localStorage.clear();
  });

  it('ends the session on the server with the refresh token, and on the device at once', async () => {
    const sent: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
        return new Response(null, { status: 204 });
      }),
    );
    writeToken(token);
    logout();
    expect(readToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(sent).toEqual([{ path: '/api/v1/installer/logout', body: { refresh_token: 'the-refresh-token' } }]),
    );
  });

  it('signs out on the device without signal, and keeps no token for later', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    writeToken(token);
    logout();
    expect(ended).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.stringify({ ...localStorage })).not.toContain('the-refresh-token');
  });

  it('keeps the device token: the next sign-in on this device is known to the account', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const device = deviceToken();
    expect(device).toMatch(/^[\w-]{43}$/);
    writeToken(token);
    logout();
    expect(deviceToken()).toBe(device);
  });
});

describe('the device token', () => {
  afterEach(() => localStorage.clear());

  it('is minted once per device, 32 random bytes', () => {
    const first = deviceToken();
    expect(deviceToken()).toBe(first);
    localStorage.clear();
    expect(deviceToken()).not.toBe(first);
  });

  it('is minted again when what is stored is not one', () => {
    localStorage.setItem('sign-in-device', 'short');
    expect(deviceToken()).toMatch(/^[\w-]{43}$/);
  });
});
