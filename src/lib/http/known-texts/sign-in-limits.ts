import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ApiError } from '../api-error.ts';

/** The server's texts (server/services/auth/login-codes.ts, decision 0262). */
export const TOO_MANY_CODES = 'Too many codes requested. Try again later.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Try again later.';

/** Server texts about sign in limits (decision 0262), and their translations; merged into error-messages.ts. */
export const signInLimitsTexts: Record<string, MessageDescriptor> = {
  [TOO_MANY_CODES]: msg`Too many codes requested. Try again later.`,
  [TOO_MANY_WRONG_CODES]: msg`Too many wrong codes. Try again later.`,
};

/**
 * A sign-in call (login or code) refused for now, with roughly how long to wait, from the answer's Retry-After, in
 * whole minutes (at least one): too many codes, too many wrong codes, or too many requests from this address. Null
 * for any other failure, or when the server did not say how long.
 */
export function signInWaitMessage(error: ApiError): MessageDescriptor | null {
  const seconds = error.retryAfterSeconds;
  if (error.status !== 429 || seconds === undefined) return null;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (error.message === TOO_MANY_CODES) {
    return msg`Too many codes requested. You can ask for a new one in about ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
  }
  if (error.message === TOO_MANY_WRONG_CODES) {
    return msg`Too many wrong codes. You can try again in about ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
  }
  return msg`Too many attempts. Please try again in about ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
}
