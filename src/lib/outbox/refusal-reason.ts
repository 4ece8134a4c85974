import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages, GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import type { QueuedWrite } from './queued-write.ts';

/** One translated reason for a refused write: its feature's text for the server's, or the app's general ones. */
export function refusalReason(write: QueuedWrite | undefined, error: unknown): MessageDescriptor {
  if (error instanceof ApiError && write?.refusalTexts) {
    const known = error.messages.map((m) => write.refusalTexts?.[m]).find(Boolean);
    if (known) return known;
  }
  return errorMessages(error)[0] ?? GENERIC_ERROR;
}
