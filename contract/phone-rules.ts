import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/**
 * The club's one phone rule, for the app and the server alike (issue 24): a number is valid for a country when
 * libphonenumber-js says so, and the staff test numbers pass everywhere. The app loads this module lazily (with
 * the phone validation, decision 0220): import it from no module of the first screen.
 */

/** Staff test numbers: 12 digits starting 9999999999 pass in every country, whatever the prefix (spec section 5). */
export const isTestNumber = (phone: string) => /^9999999999\d{2}$/.test(phone);

/**
 * A number of `country` (ISO code, any case): its national significant number and E.164 form when `phone`
 * (digits with an optional leading "+", separators already dropped) is a valid number there, else null.
 * Test numbers are not numbers of any country: check isTestNumber first.
 */
export function phoneOfCountry(phone: string, country: string): { national: string; e164: string } | null {
  const iso = country.toUpperCase();
  if (!/^\+?\d+$/.test(phone) || !isSupportedCountry(iso)) return null;
  const number = parsePhoneNumberFromString(phone, iso);
  if (!number?.isValid() || number.country !== iso) return null;
  return { national: number.nationalNumber, e164: number.number };
}

/** The dialling code of a country ("+48" for PL), or '' for a code the numbering plans do not know. */
export const dialCodeOf = (country: string): string => {
  const iso = country.toUpperCase();
  return isSupportedCountry(iso) ? `+${getCountryCallingCode(iso as CountryCode)}` : '';
};
