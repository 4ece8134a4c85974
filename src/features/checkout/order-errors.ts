import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, CANCELLED, OFFLINE } from '#src/lib/http/api-error.ts';
import { errorMessages, GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import type { CustomerErrors, CustomerField } from './customer-rules.ts';

export interface OrderRefusal {
  messages: MessageDescriptor[];
  fields: CustomerErrors;
  /**
   * The same key may go again: no answer came (the order may or may not exist), or the server asked to wait (429,
   * the order was not looked at).
   */
  unanswered: boolean;
}

const num = (text: string) => Number(text.replace(/[^\d]/g, ''));

const CUSTOMER_TEXTS: Record<string, MessageDescriptor> = {
  'The phone prefix does not match the country.': msg`The phone prefix does not match the country.`,
  'The phone number is not valid for this country.': msg`The phone number is not valid for this country.`,
  'We do not deliver to this country.': msg`We do not deliver to this country.`,
};

/** Turns the server's refusal of an order into translated messages (decision 0131). */
export function orderRefusal(error: unknown, formatNumber: (n: number) => string): OrderRefusal {
  if (!(error instanceof ApiError)) return { messages: [GENERIC_ERROR], fields: {}, unanswered: false };
  if (error.status === OFFLINE || error.status === CANCELLED || error.status >= 500) {
    return {
      messages: [
        msg`The club did not answer, so we cannot tell whether the order went through. Try again: it will not be placed twice.`,
      ],
      fields: {},
      unanswered: true,
    };
  }
  if (error.status === 429) {
    // Too many writes: the order was not looked at. The same key may go again once the wait is over.
    return { messages: errorMessages(error), fields: {}, unanswered: true };
  }
  if (error.status === 403) {
    return { messages: [msg`Only the company owner can place orders.`], fields: {}, unanswered: false };
  }
  const messages: MessageDescriptor[] = [];
  const fields: CustomerErrors = {};
  const balance = /^Not enough points\. Your balance is ([\d,]+) points; this order needs ([\d,]+)\.$/.exec(
    error.message,
  );
  if (balance) {
    const have = formatNumber(num(balance[1]!));
    const need = formatNumber(num(balance[2]!));
    messages.push(msg`Not enough points: your company has ${have} points and this order needs ${need}.`);
  }
  const minimum = /^The order total must be at least ([\d,]+) points\.$/.exec(error.message);
  if (minimum) {
    const min = formatNumber(num(minimum[1]!));
    messages.push(msg`The order total must be at least ${min} points. Add more to the order.`);
  }
  for (const [path, texts] of Object.entries(error.fieldErrors)) {
    const text = texts[0] ?? '';
    if (path.startsWith('customer.')) {
      const field = path.slice('customer.'.length) as CustomerField;
      fields[field] = CUSTOMER_TEXTS[text] ?? msg`Check this field.`;
    } else if (path.startsWith('data.')) {
      messages.push(msg`The personalisation of this product is missing or incomplete. Fill it in on the product page.`);
    } else if (path.endsWith('.quantity')) {
      const left = /^Only (\d+) of (.+) left in stock\.$/.exec(text);
      if (left) {
        const count = left[1]!;
        const name = left[2]!;
        messages.push(msg`Only ${count} of ${name} left in stock. Lower the quantity in the cart.`);
      } else {
        messages.push(msg`An item is out of stock. Open the cart to see the change.`);
      }
    } else if (path.startsWith('order.')) {
      messages.push(msg`An item is no longer available. Open the cart to see the change.`);
    }
  }
  if (Object.keys(fields).length > 0) messages.push(msg`Check the delivery details.`);
  if (messages.length === 0) messages.push(GENERIC_ERROR);
  return { messages: [...new Map(messages.map((m) => [m.id, m])).values()], fields, unanswered: false };
}
