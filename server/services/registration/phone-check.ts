import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { toE164 } from '../auth/phone-number.ts';

/** Staff test numbers: 12 characters starting 9999999999 pass in every country (spec section 5). */
export const isTestNumber = (phone: string) => phone.length === 12 && phone.startsWith('9999999999');

/**
 * The E.164 form of a national number typed for a region, or null when it is not a valid number of that
 * country (libphonenumber-js, the same library the app checks with).
 */
export function validPhoneE164(national: string, slug: string, dialCode: string): string | null {
  if (isTestNumber(national)) return toE164(national, dialCode);
  const number = parsePhoneNumberFromString(national, slug.toUpperCase() as CountryCode);
  if (!number?.isValid() || number.country !== slug.toUpperCase()) return null;
  return number.number;
}
