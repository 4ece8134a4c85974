import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { knownMessage } from '#src/lib/http/error-messages.ts';

/** The registration and company rules' texts (contract/registration.ts and the server), translated. */
const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  'The name must have at least 2 characters.': msg`The name must have at least 2 characters.`,
  'The surname must have at least 2 characters.': msg`The surname must have at least 2 characters.`,
  'The company name must have at least 4 characters.': msg`The company name must have at least 4 characters.`,
  'The number must have at least 6 characters.': msg`The number must have at least 6 characters.`,
  'The street must have at least 4 characters.': msg`The street must have at least 4 characters.`,
  'Enter the house number.': msg`Enter the house number.`,
  'Enter the postal code.': msg`Enter the postal code.`,
  'The city must have at least 2 characters.': msg`The city must have at least 2 characters.`,
  'This text is too long.': msg`This text is too long.`,
  'Choose the company type.': msg`Choose the company type.`,
  'Accept the disclaimer.': msg`Accept the disclaimer.`,
  'Accept the declaration.': msg`Accept the declaration.`,
  'Accept the terms and conditions.': msg`Accept the terms and conditions.`,
  'The invite code is not valid.': msg`The invite code is not valid.`,
  'This company has reached its team limit.': msg`This company has reached its team limit.`,
  'Decor registration is open in Czechia and Slovakia only.': msg`Decor registration is open in Czechia and Slovakia only.`,
  'Answer every survey question.': msg`Answer every survey question.`,
  'This field is required.': msg`This field is required.`,
};

/** A server or contract text, translated; unknown texts become the generic message. */
export function fieldMessage(text: string): MessageDescriptor {
  return FIELD_TEXTS[text] ?? knownMessage(text);
}

/** The first message of each field, keyed by the last part of the server's dotted path. */
export function fieldErrorsOf(errors: Record<string, string[]>): Record<string, MessageDescriptor> {
  const out: Record<string, MessageDescriptor> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.').at(-1) ?? path;
    if (messages[0] && !out[field]) out[field] = fieldMessage(messages[0]);
  }
  return out;
}
