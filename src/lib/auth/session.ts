import { clearToken } from './token-store.ts';

/** What a session leaves on the device; all of it goes when the person signs out. */
const SESSION_KEYS = ['cart', 'checkout', 'msData'] as const;

let sessionEnded: () => void = () => {};

/** The app decides where to go when a session ends (the login page); set once at start. */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

export function clearSessionData(): void {
  clearToken();
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

export function logout(): void {
  clearSessionData();
  sessionEnded();
}
