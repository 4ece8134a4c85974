import type { MessageDescriptor } from '@lingui/core';
import type { CountryCode } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { NationalPhone } from '#contract/auth.ts';
import { isTestNumber, phoneOfCountry } from '#contract/phone-rules.ts';
import { knownMessage } from '#src/lib/http/error-messages.ts';

export type PhoneCheck = { ok: true; national: string } | { ok: false; message: MessageDescriptor };

/** Checks a typed phone number for the chosen country (the club's one rule, contract/phone-rules.ts) and answers the national number to send. */
export function checkPhone(typed: string, country: CountryCode): PhoneCheck {
  const parsed = v.safeParse(NationalPhone, typed);
  if (!parsed.success) return { ok: false, message: knownMessage(parsed.issues[0].message) };
  const phone = parsed.output;
  if (isTestNumber(phone)) return { ok: true, national: phone };
  const number = phoneOfCountry(phone, country);
  if (!number) return { ok: false, message: knownMessage('Invalid phone number.') };
  return { ok: true, national: number.national };
}
