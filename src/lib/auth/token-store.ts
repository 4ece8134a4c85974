import * as v from 'valibot';
import { TokenObject } from '../../../contract/auth.ts';

const STORAGE_KEY = 'token';

export function readToken(): TokenObject | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(TokenObject, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeToken(token: TokenObject): void {
  const { token: access, refresh_token, expiresAt, refreshExpiresAt } = token;
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: access, refresh_token, expiresAt, refreshExpiresAt }));
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEY);
}

export function msLeft(token: TokenObject, now = Date.now()): number {
  return new Date(token.expiresAt).getTime() - now;
}

/**
 * Until when the stored session can be renewed: the refresh token's expiry. An installer who opens the app
 * offline after the one-hour access token ran out keeps their session and cached work; the token is
 * refreshed on the next call with signal. (Tokens stored before the refresh expiry was known end with
 * their access token.)
 */
function sessionEndsAt(token: TokenObject): number {
  return new Date(token.refreshExpiresAt ?? token.expiresAt).getTime();
}

/** On start: a stored token whose session can no longer be renewed is dropped. */
export function dropExpiredToken(now = Date.now()): void {
  const token = readToken();
  if (localStorage.getItem(STORAGE_KEY) !== null && (!token || sessionEndsAt(token) <= now)) clearToken();
}

/** Whether someone is signed in on this device (the token itself is refreshed on use). */
export function hasSession(): boolean {
  return readToken() !== null;
}
