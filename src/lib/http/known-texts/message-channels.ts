import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Server texts about message channels (decision 0272), and their translations; merged into error-messages.ts. */
export const messageChannelsTexts: Record<string, MessageDescriptor> = {
  'Sign-in by phone is not available. Please sign in with your e-mail address.': msg`Sign-in by phone is not available. Please sign in with your e-mail address.`,
  'Sign-in by e-mail is not available. Please sign in with your phone number.': msg`Sign-in by e-mail is not available. Please sign in with your phone number.`,
};
