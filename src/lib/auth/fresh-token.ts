import { refresh, type TokenObject } from '#contract/auth.ts';
import { ApiError, isTemporaryFailure } from '#src/lib/http/api-error.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { logout } from './session.ts';
import { msLeft, readToken, type StoredToken, writeToken } from './token-store.ts';

export const REFRESH_MARGIN_MS = 10 * 60_000;

let refreshing: Promise<TokenObject> | null = null;

async function refreshToken(stored: StoredToken): Promise<TokenObject> {
  try {
    const { token, refresh_token, expiresAt, refreshExpiresAt } = stored;
    const next = await callApi(refresh, { body: { token, refresh_token, expiresAt, refreshExpiresAt } });
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
 * The access token for the next call: refreshed first when under 10 minutes remain (on the server's clock), or
 * when the server has just refused `refused`, the token a call was sent with. Concurrent callers
 * share one refresh, since refresh tokens rotate and a second refresh with the old one would fail.
 */
export async function getFreshToken(options: { now?: number; refused?: string } = {}): Promise<string | null> {
  const stored = readToken();
  if (!stored) return null;
  // A refused token that has already been replaced (another call renewed it meanwhile) needs no refresh.
  if (options.refused !== undefined && stored.token !== options.refused && !refreshing) return stored.token;
  if (options.refused === undefined && msLeft(stored, options.now) > REFRESH_MARGIN_MS) return stored.token;
  refreshing ??= refreshToken(stored).finally(() => {
    refreshing = null;
  });
  return (await refreshing).token;
}
