import type { MessageDescriptor } from '@lingui/core';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { isApiError } from '#src/lib/http/api-error.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';

/** The server's list of messages, translated, each once; anything else as the usual error messages. */
export function registrationErrors(error: unknown): MessageDescriptor[] {
  if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const messages = Object.values(error.fieldErrors).flat().map(fieldMessage);
    return [...new Map(messages.map((m) => [m.id, m])).values()];
  }
  return errorMessages(error);
}
