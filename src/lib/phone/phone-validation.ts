import type { MessageDescriptor } from '@lingui/core';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { NationalPhone } from '../../../contract/auth.ts';
import { knownMessage } from '../http/error-messages.ts';

export type PhoneCheck = { ok: true; national: string } | { ok: false; message: MessageDescriptor };

/** The test numbers of the club's staff: 12 characters starting 9999999999 pass in every country. */
const isTestNumber = (phone: string) => phone.length === 12 && phone.startsWith('9999999999');

/** Checks a typed phone number for the chosen country and answers the national number to send. */
export function checkPhone(typed: string, country: CountryCode): PhoneCheck {
  const parsed = v.safeParse(NationalPhone, typed);
  if (!parsed.success) return { ok: false, message: knownMessage(parsed.issues[0].message) };
  const phone = parsed.output;
  if (isTestNumber(phone)) return { ok: true, national: phone };
  const number = parsePhoneNumberFromString(phone, country);
  if (!number?.isValid() || number.country !== country) {
    return { ok: false, message: knownMessage('Invalid phone number.') };
  }
  return { ok: true, national: number.nationalNumber };
}
