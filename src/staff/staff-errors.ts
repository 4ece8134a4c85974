import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages, knownMessage } from '#src/lib/http/error-messages.ts';
import { catalogueText } from './screens/catalogue-texts.ts';
import { contentText } from './screens/content-texts.ts';
import { settingsText } from './screens/settings-texts.ts';

/** The staff calls' own texts (server/http/staff-auth.ts, server/services/staff, contract/staff*.ts), translated. */
const STAFF_TEXTS: Record<string, MessageDescriptor> = {
  'Your staff role does not allow this.': msg`Your staff role does not allow this.`,
  'Confirm this session with your passkey before acting as an admin.': msg`Confirm this session with your passkey before acting as an admin.`,
  'Confirm this session with your passkey before adding another.': msg`Confirm this session with your passkey before adding another.`,
  'Add a passkey first.': msg`Add a passkey first.`,
  'This e-mail address already belongs to staff.': msg`This e-mail address already belongs to staff.`,
  'You cannot deactivate yourself; ask another admin.': msg`You cannot deactivate yourself; ask another admin.`,
  'The passkey was not accepted. Please try again.': msg`The passkey was not accepted. Please try again.`,
  'The passkey request has expired. Please try again.': msg`The passkey request has expired. Please try again.`,
  'The passkey could not be added. Please try again.': msg`The passkey could not be added. Please try again.`,
  'This passkey is already added.': msg`This passkey is already added.`,
  'Sign in as staff to do this.': msg`Sign in as staff to do this.`,
  'Role must be support, operations, content or admin.': msg`Role must be support, operations, content or admin.`,
  'The reason may be at most 500 characters.': msg`The reason may be at most 500 characters.`,
  'The name may be at most 100 characters.': msg`The name may be at most 100 characters.`,
  'You cannot change the role of yourself; ask another admin.': msg`You cannot change the role of yourself; ask another admin.`,
  'You cannot reset the passkeys of yourself; ask another admin.': msg`You cannot reset the passkeys of yourself; ask another admin.`,
  'Give the reason.': msg`Give the reason.`,
  'Give the reason: the installer sees it.': msg`Give the reason: the installer sees it.`,
  'This company has no club card to block.': msg`This company has no club card to block.`,
  'This company has no issued card waiting for activation.': msg`This company has no card waiting for activation any more.`,
  'This installer is blocked: unblock them first.': msg`This installer is blocked: unblock them first.`,
  'The file is no longer kept.': msg`The file is no longer kept.`,
  'Search for some text.': msg`Search for some text.`,
  'Search for at least 2 characters.': msg`Search for at least 2 characters.`,
  'Search for at most 100 characters.': msg`Search for at most 100 characters.`,
  'The reason must be text.': msg`The reason must be text.`,
  'The reason may be at most 200 characters.': msg`The reason may be at most 200 characters.`,
  'Points must be a number.': msg`Points must be a number.`,
  'Points must be a whole number.': msg`Points must be a whole number.`,
  'At most 100,000 points at once.': msg`At most 100,000 points at once.`,
  'Points cannot be 0.': msg`Points cannot be 0.`,
  'Wait a minute before sending the invitation again.': msg`Wait a minute before sending the invitation again.`,
  'Too many invitations today. Try again tomorrow.': msg`Too many invitations today. Try again tomorrow.`,
  'Scans can only be reviewed while their project is open or in review.': msg`Scans can only be reviewed while their project is open or in review.`,
};

const DEBIT_REFUSED = /^The company has only (-?\d+) points: it cannot lose (\d+)\.$/;

/** One of the staff calls' texts, translated (those with numbers in them too); undefined when it is not one. */
function ownText(text: string): MessageDescriptor | undefined {
  const debit = DEBIT_REFUSED.exec(text);
  if (debit) {
    const balance = Number(debit[1]);
    const lose = Number(debit[2]);
    return msg({
      message: `The company has only ${balance} points: it cannot lose ${lose}.`,
      comment: 'A debit refused: it would take the balance below zero',
    });
  }
  return STAFF_TEXTS[text] ?? settingsText(text) ?? contentText(text) ?? catalogueText(text);
}

/** A server text the console shows (a bulk action's refusal of one order): translated, or the generic message. */
export function staffText(text: string): MessageDescriptor {
  return ownText(text) ?? knownMessage(text);
}

/**
 * What to tell a staff member about a failed call: the staff texts above, else what the installer's app says of
 * the shared texts (codes, e-mail, limits, no connection), else the generic message. Never untranslated English.
 */
export function staffErrorMessages(error: unknown): MessageDescriptor[] {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const own = error.messages.map(ownText);
    if (own.every(Boolean)) return [...new Set(own as MessageDescriptor[])];
  }
  return errorMessages(error);
}
