import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, CANCELLED, OFFLINE } from './api-error.ts';
import { clubRulesTexts } from './known-texts/club-rules.ts';
import { identifiersTexts } from './known-texts/identifiers.ts';
import { messageChannelsTexts } from './known-texts/message-channels.ts';
import { passkeysTexts } from './known-texts/passkeys.ts';
import { signInLimitsTexts } from './known-texts/sign-in-limits.ts';
import { uploadsAndWritesTexts, waitMessage } from './known-texts/uploads-and-writes.ts';

export const GENERIC_ERROR = msg`Something went wrong. Please try again.`;
export const OFFLINE_ERROR = msg`No connection. Check your signal and try again.`;

/**
 * English texts the server and the contract's validation send, and their translations. Anything not here is
 * shown as the generic message rather than as untranslated English.
 */
const KNOWN_TEXTS: Record<string, MessageDescriptor> = {
  // Server messages of the specification.
  'Installer exists.': msg`Installer exists.`,
  'Invalid phone number.': msg`Invalid phone number.`,
  'Letters are not allowed.': msg`Letters are not allowed.`,
  'The email has already been taken.': msg`The email has already been taken.`,
  'The company registration number has already been taken.': msg`The company registration number has already been taken.`,
  'Phone number is not unique.': msg`Phone number is not unique.`,
  'Installer not found.': msg`Installer not found.`,
  // Messages of our API.
  'Something this change refers to was just removed. Reload and try again.': msg`Something this change refers to was just removed. Reload and try again.`,
  'The code is invalid.': msg`The code is invalid.`,
  'Too many codes requested. Try again in an hour.': msg`Too many codes requested. Try again in an hour.`,
  'Too many wrong codes. Request a new code.': msg`Too many wrong codes. Request a new code.`,
  'The club is under maintenance. Please come back soon.': msg`The club is under maintenance. Please come back soon.`,
  // Validation messages of contract/ (shared by the server and the forms).
  'The e-mail is required.': msg`The e-mail is required.`,
  'The e-mail is too long.': msg`The e-mail is too long.`,
  'Enter a valid e-mail address.': msg`Enter a valid e-mail address.`,
  'The phone number is required.': msg`The phone number is required.`,
  'Enter at least 5 digits.': msg`Enter at least 5 digits.`,
  'The phone number is too long.': msg`The phone number is too long.`,
  'The code is required.': msg`The code is required.`,
  'The code has 5 digits.': msg`The code has 5 digits.`,
  'Unknown region.': msg`Unknown region.`,
  ...passkeysTexts,
  ...identifiersTexts,
  ...signInLimitsTexts,
  ...uploadsAndWritesTexts,
  ...clubRulesTexts,
  ...messageChannelsTexts,
};

/** The translation of a known server or validation text, or the generic message. */
export function knownMessage(text: string): MessageDescriptor {
  return KNOWN_TEXTS[text] ?? GENERIC_ERROR;
}

/**
 * What to tell the person about a failed call: the server's list, translated, deduplicated; a refusal to wait says
 * roughly how long when the server said (Retry-After).
 */
export function errorMessages(error: unknown): MessageDescriptor[] {
  if (!(error instanceof ApiError)) return [GENERIC_ERROR];
  if (error.status === OFFLINE) return [OFFLINE_ERROR];
  if (error.status === CANCELLED) return [];
  const waiting = waitMessage(error);
  if (waiting) return [waiting];
  return [...new Set(error.messages.map(knownMessage))];
}
