import { describe, expect, it } from 'vitest';
import { COUNTRY_BY_LOCALE } from '#src/lib/i18n/locales.ts';
import { DIAL_COUNTRIES, isDialCountry } from './dial-countries.ts';

describe('the dialling codes', () => {
  it('come from the numbering plans for the 14 club countries, in the club order', () => {
    expect(DIAL_COUNTRIES.map((c) => `${c.iso}${c.dialCode}`)).toEqual([
      'PL+48',
      'CZ+420',
      'SK+421',
      'HU+36',
      'RO+40',
      'HR+385',
      'SI+386',
      'BG+359',
      'RS+381',
      'BA+387',
      'UA+380',
      'EE+372',
      'LT+370',
      'LV+371',
    ]);
  });
});

describe('the written-out dialling codes', () => {
  it('are the ones libphonenumber-js knows (its metadata stays out of the first screen)', async () => {
    const { getCountryCallingCode } = await import('libphonenumber-js/min');
    for (const { iso, dialCode } of DIAL_COUNTRIES) expect(dialCode).toBe(`+${getCountryCallingCode(iso)}`);
  });
});

describe("a language's country", () => {
  it('has a dialling code (the login wizard starts the phone fields on it without the list)', () => {
    for (const country of Object.values(COUNTRY_BY_LOCALE)) expect(isDialCountry(country)).toBe(true);
  });
});
