import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationUnreadCount } from '#contract/notifications.ts';
import { callApi, setAccessTokenSource } from '#src/lib/http/call-api.ts';
import { getFreshToken } from './fresh-token.ts';
import { onSessionEnded } from './session.ts';
import { dropExpiredToken, readToken, writeToken } from './token-store.ts';

/** An access token as the server signs it (the signature is not checked on the device). */
const jwt = (issuedAt: number) =>
  `e30.${btoa(JSON.stringify({ sub: 'u', iat: Math.floor(issuedAt / 1000) })).replace(/=+$/, '')}.sig`;

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const sentBodies: unknown[] = [];

function fakeRefreshAnswer(respond: () => Response) {
  const fetch = vi.fn(async (request: Request) => {
    sentBodies.push(await request.clone().json());
    await new Promise((resolve) => setTimeout(resolve, 5));
    return respond();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renewed = () =>
  new Response(JSON.stringify({ token: 'new-access', refresh_token: 'new-refresh', expiresAt: minutes(60) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('the access token', () => {
  const ended = vi.fn();
  beforeEach(() => onSessionEnded(ended));
  afterEach(() => {
    vi.unstubAllGlobals();
    ended.mockReset();
  });

  it('is used as it is while more than 10 minutes remain', async () => {
    const fetch = fakeRefreshAnswer(renewed);
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(30) });
    expect(await getFreshToken()).toBe('access');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is refreshed once for two concurrent callers when under 10 minutes remain', async () => {
    const fetch = fakeRefreshAnswer(renewed);
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(5) });
    const [first, second] = await Promise.all([getFreshToken(), getFreshToken()]);
    expect([first, second]).toEqual(['new-access', 'new-access']);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/v2/installer/refresh');
    expect(sentBodies.at(-1)).toMatchObject({ refresh_token: 'refresh' });
    expect(readToken()).toMatchObject({ token: 'new-access', refresh_token: 'new-refresh' });
  });

  it('logs out when the refresh fails', async () => {
    fakeRefreshAnswer(() => new Response(JSON.stringify({ message: 'Invalid refresh token.' }), { status: 401 }));
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(5) });
    localStorage.setItem('cart', '{"version":1}');
    localStorage.setItem('checkout', '{}');
    localStorage.setItem('msData', '{}');
    await expect(getFreshToken()).rejects.toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
    expect(['cart', 'checkout', 'msData'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('is kept when the refresh meets no network and time remains', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(5) });
    expect(await getFreshToken()).toBe('access');
    expect(ended).not.toHaveBeenCalled();
  });

  it('is kept when the server is in trouble during the refresh and time remains', async () => {
    fakeRefreshAnswer(() => new Response(JSON.stringify({ message: 'Bad gateway' }), { status: 502 }));
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(5), refreshExpiresAt: minutes(600) });
    expect(await getFreshToken()).toBe('access');
    expect(readToken()?.refresh_token).toBe('refresh');
    expect(ended).not.toHaveBeenCalled();
  });

  it('is judged by the server clock: a phone a week ahead does not refresh a token the server just issued', async () => {
    const fetch = fakeRefreshAnswer(renewed);
    const weekMs = 7 * 24 * 60 * 60_000;
    const issued = Date.now();
    writeToken(
      { token: jwt(issued), refresh_token: 'refresh', expiresAt: new Date(issued + 60 * 60_000).toISOString() },
      { receivedAt: issued + weekMs },
    );
    expect(await getFreshToken({ now: issued + weekMs + 30 * 60_000 })).toBe(jwt(issued));
    expect(fetch).not.toHaveBeenCalled();
    // 55 minutes after issue by the server's clock, it is refreshed.
    expect(await getFreshToken({ now: issued + weekMs + 55 * 60_000 })).toBe('new-access');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sent in a call and refused by the server, is renewed once and the call is sent again with the new one', async () => {
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/v2/installer/refresh') return renewed();
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer new-access'
          ? new Response(JSON.stringify({ unread: 3 }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 });
      }),
    );
    setAccessTokenSource(getFreshToken);
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(30) });
    await expect(callApi(notificationUnreadCount)).resolves.toEqual({ unread: 3 });
    expect(seen).toEqual(['Bearer access', 'Bearer new-access']);
    expect(ended).not.toHaveBeenCalled();
  });

  it('is dropped on start when it has expired', () => {
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(-1) });
    dropExpiredToken();
    expect(readToken()).toBeNull();
  });

  it('is kept on start after the access token ran out while the session can still be renewed (offline start)', () => {
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(-90), refreshExpiresAt: minutes(60) });
    dropExpiredToken();
    expect(readToken()?.refresh_token).toBe('refresh');
  });

  it('is dropped on start once the refresh token has expired too', () => {
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(-90), refreshExpiresAt: minutes(-1) });
    dropExpiredToken();
    expect(readToken()).toBeNull();
  });

  it('is kept on start while it is valid', () => {
    writeToken({ token: 'access', refresh_token: 'refresh', expiresAt: minutes(1) });
    dropExpiredToken();
    expect(readToken()?.token).toBe('access');
  });
});
