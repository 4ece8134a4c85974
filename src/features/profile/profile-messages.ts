import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REGISTRATION_NUMBER_TOO_SHORT } from '#contract/registration.ts';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages, GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { waitMessage } from '#src/lib/http/known-texts/uploads-and-writes.ts';

export const NOT_AN_IMAGE = msg`Choose a PNG or JPEG picture. Other files cannot be used as a profile picture.`;
export const AVATAR_TOO_LARGE = msg`The picture is too large: choose one of at most 5 MB.`;

/** Texts of contract/profile.ts and the avatar routes the shared catalogs do not list. */
const PROFILE_TEXTS: Record<string, MessageDescriptor> = {
  'Upload a PNG or JPEG image.': NOT_AN_IMAGE,
  'The file is too large (at most 5 MB).': AVATAR_TOO_LARGE,
  'The name is required.': msg`The name is required.`,
  'The surname is required.': msg`The surname is required.`,
  'The name needs at least 2 characters.': msg`The name must have at least 2 characters.`,
  'The surname needs at least 2 characters.': msg`The surname must have at least 2 characters.`,
  'The name is too long.': msg`This text is too long.`,
  'The surname is too long.': msg`This text is too long.`,
  'Digits are not allowed in the name.': msg`Digits are not allowed in the name.`,
  'Digits are not allowed in the surname.': msg`Digits are not allowed in the surname.`,
  'The company name cannot be empty.': msg`The company name cannot be empty.`,
  'The address cannot be empty.': msg`The address cannot be empty.`,
  'The city cannot be empty.': msg`The city cannot be empty.`,
  'The postal code cannot be empty.': msg`The postal code cannot be empty.`,
  'The company name needs at least 4 characters.': msg`The company name must have at least 4 characters.`,
  'The address needs at least 4 characters.': msg`The street must have at least 4 characters.`,
  'The city needs at least 2 characters.': msg`The city must have at least 2 characters.`,
  'The company name is too long.': msg`This text is too long.`,
  'The address is too long.': msg`This text is too long.`,
  'The city is too long.': msg`This text is too long.`,
  'The postal code is too long.': msg`This text is too long.`,
  'The registration number is too long.': msg`This text is too long.`,
  'Choose a company type.': msg`Choose the company type.`,
};

/** The server names the region's number in these (`The NIP is required.`): told by their shape. */
const REGISTRATION_REQUIRED = /^The .+ is required\.$/;
const REGISTRATION_SHORT = /^The .+ needs at least 6 characters\.$/;

export function profileMessage(text: string): MessageDescriptor {
  const known = PROFILE_TEXTS[text];
  if (known) return known;
  if (REGISTRATION_SHORT.test(text)) return fieldMessage(REGISTRATION_NUMBER_TOO_SHORT);
  if (REGISTRATION_REQUIRED.test(text) && fieldMessage(text) === GENERIC_ERROR)
    return fieldMessage('This field is required.');
  return fieldMessage(text);
}

/** After a failed submit: the first marked field takes the focus (once React has drawn the errors). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/** A failed profile call as a translated list: field errors first, known texts of this screen included. */
export function profileErrors(error: unknown): MessageDescriptor[] {
  const waiting = error instanceof ApiError ? waitMessage(error) : null;
  if (waiting) return [waiting];
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 499) {
    return [...new Set(error.messages.map(profileMessage))];
  }
  return errorMessages(error);
}

/** One line per distinct message (two fields may share a text). */
export function distinct(messages: MessageDescriptor[]): MessageDescriptor[] {
  return [...new Map(messages.map((m) => [m.id, m])).values()];
}
