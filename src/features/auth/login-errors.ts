import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '#src/lib/http/api-error.ts';
import { errorMessages, knownMessage } from '#src/lib/http/error-messages.ts';
import { signInWaitMessage } from '#src/lib/http/known-texts/sign-in-limits.ts';

export const INVALID_CODE = msg`The code is invalid. Please request a new one.`;

/** A sign-in call refused for now says roughly how long to wait; anything else as the server said it. */
export function codeErrors(error: unknown): MessageDescriptor[] {
  const waiting = isApiError(error) ? signInWaitMessage(error) : null;
  return waiting ? [waiting] : errorMessages(error);
}

/** Login: an unknown account is told so; everything else as codeErrors. */
export function loginErrors(error: unknown): MessageDescriptor[] {
  if (isApiError(error) && error.status === 404) return [knownMessage('Installer not found.')];
  return codeErrors(error);
}

export const isInvalidCode = (error: unknown) => isApiError(error) && error.status === 406;
