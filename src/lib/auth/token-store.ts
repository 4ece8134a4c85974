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
  const { token: access, refresh_token, expiresAt } = token;
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: access, refresh_token, expiresAt }));
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEY);
}

export function msLeft(token: TokenObject, now = Date.now()): number {
  return new Date(token.expiresAt).getTime() - now;
}

/** On start: a token that already expired is not a session any more. */
export function dropExpiredToken(now = Date.now()): void {
  const token = readToken();
  if (localStorage.getItem(STORAGE_KEY) !== null && (!token || msLeft(token, now) <= 0)) clearToken();
}

/** Whether someone is signed in on this device (the token itself is refreshed on use). */
export function hasSession(): boolean {
  return readToken() !== null;
}
