import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages, GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { PROJECT_TEXTS } from './project-texts.ts';

/** One translated reason for a refused project or scan write, or a failed project call. */
export function refusalMessage(error: unknown): MessageDescriptor {
  if (error instanceof ApiError) {
    const known = error.messages.map((m) => PROJECT_TEXTS[m]).find(Boolean);
    if (known) return known;
  }
  return errorMessages(error)[0] ?? GENERIC_ERROR;
}
