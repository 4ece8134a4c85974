import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The contract's support texts (contract/support.ts), translated. */
export const SUPPORT_TEXTS: Record<string, MessageDescriptor> = {
  'Title is required.': msg`Enter a subject.`,
  'Title may be at most 150 characters.': msg`The subject may be at most 150 characters.`,
  'Message is required.': msg`Write your message.`,
  'Message may be at most 5000 characters.': msg`The message may be at most 5,000 characters.`,
  'Not found.': msg`This conversation was not found. It may belong to another account.`,
  'The session has ended.': msg`Your session has ended. Sign in again, then retry.`,
};
