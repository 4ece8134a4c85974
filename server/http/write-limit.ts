import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { isWait, takeTurn } from '../services/limits/rate-events.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { callerAddress } from './caller-address.ts';

export const WRITES_THROTTLED = 'Too many changes in a short time. Please wait a moment and try again.';
const MINUTE_MS = 60_000;

/** Counts one throttled write of the caller; throws 429 with Retry-After past the limit. */
export type WriteLimit = (c: Context<AppEnv>, user: AuthUser) => Promise<void>;

/**
 * The budget of signed-in writes that cost the club something (support tickets and messages, team invitations,
 * orders, uploads): SIGNED_IN_WRITES_PER_MINUTE per account and as many per client address, in a sliding minute.
 * Counted in the database, so it holds across instances (decision 0263). A call opts in with mount.user's
 * `throttle` option, or calls it by hand (the order-file upload). In-process requests (tests) have no address and
 * are counted per account only.
 */
export function signedInWriteLimit(deps: Pick<Deps, 'db' | 'clock' | 'env'>): WriteLimit {
  const { db, clock, env } = deps;
  return async (c, user) => {
    const address = callerAddress(c, env.trustedProxies);
    const keys = [`write:user:${user.id}`, ...(address === undefined ? [] : [`write:addr:${address}`])];
    const turn = await takeTurn(db, clock.now(), keys, MINUTE_MS, env.signedInWritesPerMinute);
    if (isWait(turn)) {
      throw new ApiError(429, WRITES_THROTTLED, undefined, { 'Retry-After': String(turn.retryAfter) });
    }
  };
}
