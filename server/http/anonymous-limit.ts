import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from './app-env.ts';
import { callerAddress } from './caller-address.ts';

export const ANONYMOUS_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * A per-client budget for the calls anyone may make (sign-in, registration, configuration): one address that
 * hammers them gets 429 with Retry-After, whatever identifiers it tries. Counted in this process's memory.
 * In-process requests (tests) have no address and are not counted. Per instance: decision 0150.
 */
export function anonymousLimit(perMinute: number, trustedProxies: readonly string[] = []): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => callerAddress(c, trustedProxies) ?? '',
    skip: (c) => callerAddress(c) === undefined,
    message: { message: ANONYMOUS_LIMIT_MESSAGE },
  });
}
