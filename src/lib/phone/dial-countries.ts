import type { CountryCode } from 'libphonenumber-js/min';
import type { Country } from '#contract/config.ts';

/**
 * The 14 countries with registration, in the club's order, each with its dialling code. Written out rather than read
 * from libphonenumber-js: its metadata (20 KiB) would come with the login's first screen (decision 0295); a unit test
 * checks the codes against the library.
 */
export const DIAL_COUNTRIES: readonly { iso: CountryCode; dialCode: string }[] = [
  { iso: 'PL', dialCode: '+48' },
  { iso: 'CZ', dialCode: '+420' },
  { iso: 'SK', dialCode: '+421' },
  { iso: 'HU', dialCode: '+36' },
  { iso: 'RO', dialCode: '+40' },
  { iso: 'HR', dialCode: '+385' },
  { iso: 'SI', dialCode: '+386' },
  { iso: 'BG', dialCode: '+359' },
  { iso: 'RS', dialCode: '+381' },
  { iso: 'BA', dialCode: '+387' },
  { iso: 'UA', dialCode: '+380' },
  { iso: 'EE', dialCode: '+372' },
  { iso: 'LT', dialCode: '+370' },
  { iso: 'LV', dialCode: '+371' },
];

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
