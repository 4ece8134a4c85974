import { ApiError, isTemporaryFailure } from '#src/lib/http/api-error.ts';

const RACING_KEY = 'A request with this Idempotency-Key is still being processed. Try again shortly.';
const MAX_DELAY_MS = 30_000;
/** A Retry-After longer than this is not waited out in one go (the app may be closed meanwhile anyway). */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * Whether a queued write that failed this way may pass later, so it stays queued: no answer, a cancelled
 * request, a server failure, too many requests, or the same key still being processed. Anything else is the
 * server's refusal: the same request would meet it again (the server even stores it), so the person decides.
 */
export function isTransient(error: unknown): boolean {
  if (isTemporaryFailure(error)) return true;
  return error instanceof ApiError && error.status === 409 && error.message === RACING_KEY;
}

export function isRefusal(error: unknown): boolean {
  return !isTransient(error);
}

/** Queued writes retry as long as the failure is transient (they pause while offline). */
export function retryQueued(_failureCount: number, error: unknown): boolean {
  return isTransient(error);
}

/**
 * The wait before a queued write goes again: doubling from 2 s up to 30 s, or as long as the server asked when it
 * answered 429 with Retry-After (too many writes in a minute, decision 0263), so the replay comes when it can pass.
 */
export function queuedRetryDelay(failureCount: number, error?: unknown): number {
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== undefined) {
    return Math.min(Math.max(1000, error.retryAfterSeconds * 1000), MAX_RETRY_AFTER_MS);
  }
  return Math.min(1000 * 2 ** failureCount, MAX_DELAY_MS);
}
