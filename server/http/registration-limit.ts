import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from './app-env.ts';
import { callerAddress } from './caller-address.ts';

export const REGISTRATION_LIMIT_MESSAGE = 'Too many registrations from this network. Please try again later.';

/**
 * Companies one client address may register in an hour (REGISTRATIONS_PER_HOUR): a script could otherwise make up
 * 120 companies a minute. Only registrations that went through count, so a person correcting the form is never
 * refused. Counted in this process's memory, like the anonymous limit (decision 0150: per instance); in-process
 * requests (tests without an address) are not counted.
 */
export function registrationLimit(perHour: number, trustedProxies: readonly string[]): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: 3_600_000,
    limit: perHour,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => callerAddress(c, trustedProxies) ?? '',
    skip: (c) => callerAddress(c) === undefined,
    skipFailedRequests: true,
    message: { message: REGISTRATION_LIMIT_MESSAGE },
  });
}
