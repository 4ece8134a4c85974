import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages, GENERIC_ERROR } from '#src/lib/http/error-messages.ts';

/** The contract's support texts (contract/support.ts), translated. */
const SUPPORT_TEXTS: Record<string, MessageDescriptor> = {
  'Title is required.': msg`Enter a subject.`,
  'Title may be at most 150 characters.': msg`The subject may be at most 150 characters.`,
  'Message is required.': msg`Write your message.`,
  'Message may be at most 5000 characters.': msg`The message may be at most 5,000 characters.`,
  'Not found.': msg`This conversation was not found. It may belong to another account.`,
  'The session has ended.': msg`Your session has ended. Sign in again, then retry.`,
};

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
