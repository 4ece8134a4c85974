import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Server texts about passkeys (decision 0260), and their translations; merged into error-messages.ts. */
export const passkeysTexts: Record<string, MessageDescriptor> = {
  'The passkey was not accepted. Sign in with a code.': msg`The passkey was not accepted. Sign in with a code.`,
  'The passkey request has expired. Please try again.': msg`The passkey request has expired. Please try again.`,
  'The passkey could not be added. Please try again.': msg`The passkey could not be added. Please try again.`,
  'This passkey is already added.': msg`This passkey is already added.`,
  'Passkeys cannot be added while staff use the account.': msg`Passkeys cannot be added while staff use the account.`,
};
