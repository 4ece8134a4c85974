import { CODE_TTL_MINUTES } from '#server/services/auth/login-codes.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Waits after the 1st, 2nd, … failed attempt; past the end, the last one (the cap). */
export const RETRY_DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE];

/** Attempts after which a message that still fails is given up. */
export const MAX_ATTEMPTS = 10;

/** A message carrying a code is worth delivering while the code lives; any other message for a day. */
export const CODE_MESSAGE_MAX_AGE_MS = CODE_TTL_MINUTES * MINUTE;
export const MESSAGE_MAX_AGE_MS = 24 * 60 * MINUTE;

/**
 * How long a sender holds a message it claimed: longer than any one attempt may take (ATTEMPT_TIMEOUT_MS), so a
 * claim lapses, and another sender takes the message, only when its sender died mid-way.
 */
export const CLAIM_MS = 2 * MINUTE;

/** One delivery attempt is abandoned (and retried later) after this long. */
export const ATTEMPT_TIMEOUT_MS = 30 * SECOND;

/** The wait after the `attempt`-th failed attempt (1-based): 5 s, 30 s, 2 min, 10 min, 30 min, then hourly. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/** `5 s`, `2 min`, `1 h`: a wait as the log lines say it. */
export function formatWait(ms: number): string {
  if (ms < MINUTE) return `${Math.round(ms / SECOND)} s`;
  if (ms < 60 * MINUTE) return `${Math.round(ms / MINUTE)} min`;
  return `${Math.round(ms / (60 * MINUTE))} h`;
}
