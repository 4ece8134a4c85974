import { del, keys } from 'idb-keyval';
import { logout as endOnServer } from '#contract/auth.ts';
import { PERSONALISATION_HANDOVER_KEY } from '#src/lib/handover/handover-keys.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { PROFILE_LANGUAGE_KEY } from '#src/lib/i18n/language-store.ts';
import { SCREEN_SNAPSHOT_KEY } from '#src/lib/pwa/screen-snapshot-keys.ts';
import { clearToken, readToken } from './token-store.ts';

/** What a session leaves on the device; all of it goes when the person signs out. */
const SESSION_KEYS = [
  'cart',
  'checkout',
  PERSONALISATION_HANDOVER_KEY,
  PROFILE_LANGUAGE_KEY,
  SCREEN_SNAPSHOT_KEY,
] as const;

let sessionEnded: () => void = () => {};
const signingOut = new Set<(accessToken: string | null) => void>();

/**
 * Work a feature starts as the person signs out, handed the session's access token before it is dropped (this
 * device's push subscription is removed on the server with it, decision 0293).
 */
export function onSigningOut(hook: (accessToken: string | null) => void): void {
  signingOut.add(hook);
}

/** The app decides where to go when a session ends (the login page); set once at start. */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

/** IndexedDB keys of a session (the cart per user, the checkout draft): deleted on sign-out too. */
const SESSION_IDB_PREFIXES = ['cart:', 'draft:checkout'];
const clearedListeners = new Set<() => void>();

/** Lets a module forget what it holds in memory for the session (the cart) when the session ends. */
export function onSessionCleared(listener: () => void): void {
  clearedListeners.add(listener);
}

export function clearSessionData(): void {
  clearToken();
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  for (const listener of clearedListeners) listener();
  void dropSessionRecords();
}

async function dropSessionRecords(): Promise<void> {
  try {
    const all = await keys();
    await Promise.all(all.filter((k) => SESSION_IDB_PREFIXES.some((p) => String(k).startsWith(p))).map((k) => del(k)));
  } catch {
    // No IndexedDB (private mode): nothing was kept there.
  }
}

/**
 * Signs out on this device at once, and on the server when it answers: the session's refresh tokens are revoked
 * there (decision 0262), so a copy of them left anywhere renews nothing. Without signal the device is signed out all
 * the same; the token is not kept for a later try, since keeping it would leave a working credential on the device.
 */
export function logout(): void {
  const token = readToken();
  const refreshToken = token?.refresh_token;
  for (const hook of signingOut) hook(token?.token ?? null);
  clearSessionData();
  sessionEnded();
  if (refreshToken) void callApi(endOnServer, { body: { refresh_token: refreshToken } }).catch(() => undefined);
}
