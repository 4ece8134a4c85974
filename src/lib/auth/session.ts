import { del, keys } from 'idb-keyval';
import { PROFILE_LANGUAGE_KEY } from '../i18n/language-store.ts';
import { SCREEN_SNAPSHOT_KEY } from '../pwa/screen-snapshot-keys.ts';
import { clearToken } from './token-store.ts';

/** What a session leaves on the device; all of it goes when the person signs out. */
const SESSION_KEYS = ['cart', 'checkout', 'msData', PROFILE_LANGUAGE_KEY, SCREEN_SNAPSHOT_KEY] as const;

let sessionEnded: () => void = () => {};

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

export function logout(): void {
  clearSessionData();
  sessionEnded();
}
