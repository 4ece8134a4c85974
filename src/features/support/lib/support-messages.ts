import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages, GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { SUPPORT_TEXTS } from './support-texts.ts';

export function supportText(text: string): MessageDescriptor {
  return SUPPORT_TEXTS[text] ?? GENERIC_ERROR;
}

/** One translated reason for a failed support call. */
export function supportError(error: unknown): MessageDescriptor {
  if (error instanceof ApiError) {
    const known = error.messages.map((m) => SUPPORT_TEXTS[m]).find(Boolean);
    if (known) return known;
  }
  return errorMessages(error)[0] ?? GENERIC_ERROR;
}
