/**
 * The staff session in this browser (decision 0277): the bearer token the server gave at sign-in and when it ends
 * (at most 8 hours, no refresh). It is not the installer's token: nothing of the installer's app reads it.
 */
export interface StaffSession {
  token: string;
  expires_at: string;
}

export type SessionEnd = 'signed-out' | 'expired';

const KEY = 'staff-session';
const listeners = new Set<(reason: SessionEnd) => void>();

function isSession(value: unknown): value is StaffSession {
  const v = value as Partial<StaffSession> | null;
  return typeof v?.token === 'string' && typeof v.expires_at === 'string' && !Number.isNaN(Date.parse(v.expires_at));
}

/** The stored session, or null when there is none or it has run out by this device's clock. */
export function readStaffSession(now = Date.now()): StaffSession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!isSession(parsed)) return null;
    return Date.parse(parsed.expires_at) > now ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStaffSession(session: StaffSession): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token: session.token, expires_at: session.expires_at }));
  } catch {
    // Private mode with no storage: nothing to keep; the next call is refused and asks to sign in again.
  }
}

/** Forgets the session and tells the console, which returns to the sign-in page (saying why when it expired). */
export function endStaffSession(reason: SessionEnd): void {
  const had = readStaffSession(0) !== null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  if (had || reason === 'expired') for (const listener of listeners) listener(reason);
}

export function onStaffSessionEnded(listener: (reason: SessionEnd) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Ends the session when it runs out while the console stays open; returns how to stop watching. */
export function watchSessionExpiry(session: StaffSession, now = Date.now()): () => void {
  const left = Date.parse(session.expires_at) - now;
  // setTimeout's longest wait is about 24.8 days; a session lasts hours.
  const timer = setTimeout(() => endStaffSession('expired'), Math.max(0, Math.min(left, 2 ** 31 - 1)));
  return () => clearTimeout(timer);
}
