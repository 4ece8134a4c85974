import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Server texts about identifiers (decision 0261), and their translations; merged into error-messages.ts. */
export const identifiersTexts: Record<string, MessageDescriptor> = {
  'This change is no longer waiting for your answer.': msg`This change is no longer waiting for your answer: it was replaced or answered already.`,
  'Too many changes of the sign-in details today. Try again tomorrow.': msg`Too many changes of the sign-in details today. Try again tomorrow.`,
};
