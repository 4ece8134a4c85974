import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../lib/http/api-error.ts';
import { errorMessages, knownMessage } from '../../lib/http/error-messages.ts';

export const INVALID_CODE = msg`The code is invalid. Please request a new one.`;

/** Login: an unknown account is told so; everything else as the server said it, or the generic message. */
export function loginErrors(error: unknown): MessageDescriptor[] {
  if (isApiError(error) && error.status === 404) return [knownMessage('Installer not found.')];
  return errorMessages(error);
}

export const isInvalidCode = (error: unknown) => isApiError(error) && error.status === 406;
