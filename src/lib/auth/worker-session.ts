import { del, get, set } from 'idb-keyval';
import type { TokenObject } from '#contract/auth.ts';
import { isTemporaryFailure } from '#src/lib/http/api-error.ts';
import { issuedAtMs, tokenOwner } from './jwt-claims.ts';

/**
 * The service worker's copy of the session (Background Sync, docs/decisions/0294): a worker cannot read
 * localStorage, so every stored token is copied into IndexedDB, and signing out deletes the copy. When the worker
 * renews the token itself (the app closed), it writes the renewed one here, marked, and the app adopts it at its
 * next start (adopt-worker-session.ts), since the refresh token it holds has been spent.
 */
const SESSION_KEY = 'installer-club-session-v1';
/** As fresh-token.ts: renewed when under 10 minutes remain. */
const REFRESH_MARGIN_MS = 10 * 60_000;

export interface WorkerToken extends TokenObject {
  clockAheadMs?: number;
}

export interface WorkerSession {
  token: WorkerToken;
  /** The worker renewed it: newer than the app's copy. */
  renewedByWorker: boolean;
}

let writes: Promise<unknown> = Promise.resolve();

/** Copies the app's stored token (or its absence) for the service worker; writes land in the order made. */
export function mirrorSession(token: WorkerToken | null): void {
  writes = writes
    .then(() => (token ? set(SESSION_KEY, { token, renewedByWorker: false }) : del(SESSION_KEY)))
    .catch(() => {
      // No IndexedDB (private mode): Background Sync sends nothing, the app does at its next start.
    });
}

export async function readWorkerSession(): Promise<WorkerSession | undefined> {
  try {
    return (await get(SESSION_KEY)) as WorkerSession | undefined;
  } catch {
    return undefined;
  }
}

const msLeft = (token: WorkerToken, now: number) =>
  new Date(token.expiresAt).getTime() - (now - (token.clockAheadMs ?? 0));

/**
 * The service worker's access token and its account, renewed first as fresh-token.ts would (under 10 minutes
 * left, on the server's clock). A passing failure of the renewal keeps a token that still works, else throws it;
 * a refused renewal (the session ended) answers null: what waits is left for the app.
 */
export async function workerAccessToken(
  renew: (token: WorkerToken) => Promise<TokenObject>,
  now = Date.now(),
): Promise<{ owner: string; token: string } | null> {
  const session = await readWorkerSession();
  if (!session) return null;
  const { token } = session;
  if (msLeft(token, now) > REFRESH_MARGIN_MS) return { owner: tokenOwner(token.token), token: token.token };
  let next: TokenObject;
  try {
    next = await renew(token);
  } catch (error) {
    if (!isTemporaryFailure(error)) return null;
    if (msLeft(token, now) > 0) return { owner: tokenOwner(token.token), token: token.token };
    throw error;
  }
  const issued = issuedAtMs(next.token);
  const renewed: WorkerToken = { ...next, clockAheadMs: issued === null ? 0 : Date.now() - issued };
  await set(SESSION_KEY, { token: renewed, renewedByWorker: true } satisfies WorkerSession);
  return { owner: tokenOwner(next.token), token: next.token };
}
