import { refresh, type TokenObject } from '../../../contract/auth.ts';
import { ApiError, isTemporaryFailure } from '../http/api-error.ts';
import { callApi } from '../http/call-api.ts';
import { logout } from './session.ts';
import { msLeft, readToken, writeToken } from './token-store.ts';

export const REFRESH_MARGIN_MS = 10 * 60_000;

let refreshing: Promise<TokenObject> | null = null;

async function refreshToken(stored: TokenObject): Promise<TokenObject> {
  try {
    const next = await callApi(refresh, { body: stored });
    writeToken(next);
    return next;
  } catch (error) {
    // No signal on the roof, a cut request or a server in trouble is not a reason to sign out: keep the session
    // and try again on the next call. Only the server's refusal of the refresh token ends it.
    if (isTemporaryFailure(error)) {
      if (msLeft(stored) > 0) return stored;
      throw error;
    }
    logout();
    throw new ApiError(401, 'The session has ended.');
  }
}

/**
 * The access token for the next call: refreshed first when under 10 minutes remain. Concurrent callers share
 * one refresh, since refresh tokens rotate and a second refresh with the old one would fail.
 */
export async function getFreshToken(now = Date.now()): Promise<string | null> {
  const stored = readToken();
  if (!stored) return null;
  if (msLeft(stored, now) > REFRESH_MARGIN_MS) return stored.token;
  refreshing ??= refreshToken(stored).finally(() => {
    refreshing = null;
  });
  return (await refreshing).token;
}
