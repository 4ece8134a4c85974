import { tokenOwner } from './jwt-claims.ts';
import { readToken, storeToken } from './token-store.ts';
import { mirrorSession, readWorkerSession } from './worker-session.ts';

/**
 * At start, before any call: a token the service worker renewed while the app was closed replaces the app's (whose
 * refresh token it spent), for the same account only; otherwise the app's token is copied for the worker (a session
 * stored before Background Sync, decision 0294), and a copy left without a session is deleted.
 */
export async function adoptWorkerSession(): Promise<void> {
  const current = readToken();
  const copy = await readWorkerSession();
  if (!current) {
    if (copy) mirrorSession(null);
    return;
  }
  if (copy?.renewedByWorker && tokenOwner(copy.token.token) === tokenOwner(current.token)) {
    storeToken(copy.token);
    return;
  }
  if (copy?.token.token !== current.token || copy.token.refresh_token !== current.refresh_token) mirrorSession(current);
}
