import * as v from 'valibot';
import { TokenObject } from '#contract/auth.ts';
import { issuedAtMs } from './jwt-claims.ts';
import { mirrorSession } from './worker-session.ts';

const STORAGE_KEY = 'token';

/** The stored token with how far the device's clock ran ahead of the server's when it was received. */
const StoredToken = v.object({ ...TokenObject.entries, clockAheadMs: v.optional(v.number()) });
export type StoredToken = v.InferOutput<typeof StoredToken>;

export function readToken(): StoredToken | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredToken, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export { jwtClaims } from './jwt-claims.ts';

/**
 * Stores a token the server has just issued. The server's expiry times are by the server's clock; a phone's
 * clock can be minutes or days off (set by hand, a week offline in the tests' fake clock), and judging the
 * expiry by it would refresh on every call, rotating the refresh token each time. So the token keeps how far
 * the device's clock was ahead of the server's at receipt (from the JWT's `iat`; the request's latency only
 * makes the token look a little older), and its times are read on the server's clock.
 */
export function writeToken(
  token: TokenObject,
  { receivedAt = Date.now(), deviceTimes = false }: { receivedAt?: number; deviceTimes?: boolean } = {},
): void {
  const { token: access, refresh_token, expiresAt, refreshExpiresAt } = token;
  // `deviceTimes`: the expiry was set on this device (the developers' faker link), not by the server.
  const issued = deviceTimes ? null : issuedAtMs(access);
  const clockAheadMs = issued === null ? 0 : receivedAt - issued;
  storeToken({ token: access, refresh_token, expiresAt, refreshExpiresAt, clockAheadMs });
}

/** Keeps a stored token as it is; the service worker gets its copy (Background Sync, decision 0294). */
export function storeToken(token: StoredToken): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(token));
  mirrorSession(token);
}

/** The server's time now, as the device's clock and the stored token's offset tell it. */
function serverNow(token: StoredToken, now: number): number {
  return now - (token.clockAheadMs ?? 0);
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEY);
  mirrorSession(null);
}

export function msLeft(token: StoredToken, now = Date.now()): number {
  return new Date(token.expiresAt).getTime() - serverNow(token, now);
}

/**
 * Until when the stored session can be renewed: the refresh token's expiry. An installer who opens the app
 * offline after the one-hour access token ran out keeps their session and cached work; the token is
 * refreshed on the next call with signal. (Tokens stored before the refresh expiry was known end with
 * their access token.)
 */
function sessionMsLeft(token: StoredToken, now: number): number {
  return new Date(token.refreshExpiresAt ?? token.expiresAt).getTime() - serverNow(token, now);
}

/** On start: a stored token whose session can no longer be renewed is dropped. */
export function dropExpiredToken(now = Date.now()): void {
  const token = readToken();
  if (localStorage.getItem(STORAGE_KEY) !== null && (!token || sessionMsLeft(token, now) <= 0)) clearToken();
}

/** Whether someone is signed in on this device (the token itself is refreshed on use). */
export function hasSession(): boolean {
  return readToken() !== null;
}
