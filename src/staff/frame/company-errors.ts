import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#src/lib/http/api-error.ts';
import { staffErrorMessages } from '../staff-errors.ts';

/** The texts of the company calls (contract/staff-companies.ts, server/routes/staff/staff-company-routes.ts). */
const COMPANY_TEXTS: Record<string, MessageDescriptor> = {
  'Search for some text.': msg`Search for some text.`,
  'Search for at least 2 characters.': msg`Search for at least 2 characters.`,
  'Search for at most 100 characters.': msg`Search for at most 100 characters.`,
  'The reason must be text.': msg`The reason must be text.`,
  'Give the reason.': msg`Give the reason.`,
  'The reason may be at most 200 characters.': msg`The reason may be at most 200 characters.`,
  'Points must be a number.': msg`Points must be a number.`,
  'Points must be a whole number.': msg`Points must be a whole number.`,
  'At most 100,000 points at once.': msg`At most 100,000 points at once.`,
  'Points cannot be 0.': msg`Points cannot be 0.`,
  'This installer is blocked: unblock them first.': msg`This installer is blocked: unblock them first.`,
  'Wait a minute before sending the invitation again.': msg`Wait a minute before sending the invitation again.`,
  'Too many invitations today. Try again tomorrow.': msg`Too many invitations today. Try again tomorrow.`,
};

const DEBIT_REFUSED = /^The company has only (-?\d+) points: it cannot lose (\d+)\.$/;

/** One server text of the company calls, translated; undefined when it is not one of theirs. */
export function companyText(text: string): MessageDescriptor | undefined {
  const debit = DEBIT_REFUSED.exec(text);
  if (debit) {
    const balance = Number(debit[1]);
    const lose = Number(debit[2]);
    return msg({
      message: `The company has only ${balance} points: it cannot lose ${lose}.`,
      comment: 'A debit refused: it would take the balance below zero',
    });
  }
  return COMPANY_TEXTS[text];
}

/** What to tell a staff member about a failed company call: its own texts, else the console's (staffErrorMessages). */
export function companyErrorMessages(error: unknown): MessageDescriptor[] {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.messages.length > 0) {
    const own = error.messages.map(companyText);
    if (own.every(Boolean)) return [...new Set(own as MessageDescriptor[])];
  }
  return staffErrorMessages(error);
}
