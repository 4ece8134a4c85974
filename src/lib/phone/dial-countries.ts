import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';
import type { Country } from '#contract/config.ts';

/** The 14 countries with registration, in the club's order. */
const CLUB_COUNTRIES: readonly CountryCode[] = [
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'HR',
  'SI',
  'BG',
  'RS',
  'BA',
  'UA',
  'EE',
  'LT',
  'LV',
];

/** Each with its dialling code, from libphonenumber-js (the library that validates the numbers too). */
export const DIAL_COUNTRIES: readonly { iso: CountryCode; dialCode: string }[] = CLUB_COUNTRIES.map((iso) => ({
  iso,
  dialCode: `+${getCountryCallingCode(iso)}`,
}));

export function isDialCountry(value: string): value is CountryCode {
  return DIAL_COUNTRIES.some((country) => country.iso === value);
}

export function flagEmoji(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const digits = (dialCode: string) => dialCode.replace(/\D/g, '');

/** The region id the server knows a country by (matched on its slug, else on its dial code). */
export function regionIdFor(iso: CountryCode, countries: Country[]): number | null {
  const dial = DIAL_COUNTRIES.find((country) => country.iso === iso);
  const candidates = countries.filter((country) => country.registration);
  const match =
    candidates.find((country) => country.slug.toUpperCase() === iso) ??
    candidates.find((country) => dial && digits(country.phone_country_code) === digits(dial.dialCode));
  return match?.id ?? null;
}
