import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, CANCELLED, OFFLINE } from '#src/lib/http/api-error.ts';
import { GENERIC_ERROR } from '#src/lib/http/error-messages.ts';

/** No answer came: the request may or may not have reached the club. */
const unanswered = (error: ApiError) => error.status === OFFLINE || error.status === CANCELLED || error.status >= 500;

const VERIFY_TEXTS: Record<string, MessageDescriptor> = {
  'The card issuer does not recognise this card serial number.': msg`The card issuer does not recognise this serial number. Check the 10 digits on the back of the card.`,
  'This card is already linked to another company.': msg`This card is already registered to another company. Check the number on the back of the card.`,
  'Your company already has a club card.': msg`Your company already has a club card.`,
  'Enter the card serial number.': msg`Enter the card serial number.`,
  'The card serial number has 10 digits.': msg`The card serial number has 10 digits.`,
};

/** Why registering the card failed, in the person's language (the server's refusals are English sentences). */
export function verifyRefusal(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (unanswered(error)) {
    return msg`The club did not answer. Your number is kept here: try again when you have a signal.`;
  }
  if (error.status === 403) return msg`Only the company owner can register the club card.`;
  return VERIFY_TEXTS[error.message] ?? VERIFY_TEXTS[error.messages[0] ?? ''] ?? GENERIC_ERROR;
}

const TOP_UP_TEXTS: Record<string, MessageDescriptor> = {
  'Activate your card with the issuer before topping it up.': msg`Activate your card with the issuer before topping it up.`,
  'Your card is not active.': msg`Your card is not active, so it cannot be topped up.`,
  'Your company has no club card yet.': msg`Your company has no club card yet.`,
  'Accept the terms to top up.': msg`Accept the top-up terms.`,
  'Choose an amount.': msg`Choose an amount.`,
};

export interface TopUpRefusal {
  message: MessageDescriptor;
  /** No answer: trying again with the same key cannot top the card up twice. */
  unanswered: boolean;
}

/** Why the top-up failed, in the person's language, with the balance formatted for it. */
export function topUpRefusal(error: unknown, formatNumber: (n: number) => string): TopUpRefusal {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR, unanswered: false };
  if (unanswered(error)) {
    return {
      message: msg`The club did not answer, so we cannot tell whether the top-up went through. Try again: it will not be made twice.`,
      unanswered: true,
    };
  }
  if (error.status === 403) return { message: msg`Only the company owner can top up the card.`, unanswered: false };
  const balance = /^Not enough points\. Your balance is ([\d,]+) points\.$/.exec(error.message);
  if (balance) {
    const have = formatNumber(Number(balance[1]!.replace(/\D/g, '')));
    return { message: msg`Not enough points: your company has ${have} points.`, unanswered: false };
  }
  const known = TOP_UP_TEXTS[error.message] ?? TOP_UP_TEXTS[error.messages[0] ?? ''];
  return { message: known ?? GENERIC_ERROR, unanswered: false };
}
