/** The interface languages, each named in itself so a person finds their own language in any language. */
export const LOCALES = {
  bg: 'Български',
  bs: 'Bosanski',
  cs: 'Čeština',
  en: 'English',
  et: 'Eesti',
  hr: 'Hrvatski',
  hu: 'Magyar',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  pl: 'Polski',
  ro: 'Română',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sr: 'Srpski',
  uk: 'Українська',
} as const;

export type Locale = keyof typeof LOCALES;

export const SOURCE_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** Top-level domain of the club's country sites -> the language they open in. */
export const LOCALE_BY_HOST_SUFFIX: Record<string, Locale> = {
  pl: 'pl',
  cz: 'cs',
  sk: 'sk',
  hu: 'hu',
  ro: 'ro',
  hr: 'hr',
  si: 'sl',
  bg: 'bg',
  rs: 'sr',
  ba: 'bs',
  ua: 'uk',
  ee: 'et',
  lt: 'lt',
  lv: 'lv',
};

export function localeFromHost(hostname: string): Locale {
  const suffix = hostname.toLowerCase().replace(/\.$/, '').split('.').pop() ?? '';
  return LOCALE_BY_HOST_SUFFIX[suffix] ?? SOURCE_LOCALE;
}

/** The country whose dial code the phone field starts with, per language (English: Poland, the largest club). */
export const COUNTRY_BY_LOCALE: Record<Locale, string> = {
  bg: 'BG',
  bs: 'BA',
  cs: 'CZ',
  en: 'PL',
  et: 'EE',
  hr: 'HR',
  hu: 'HU',
  lt: 'LT',
  lv: 'LV',
  pl: 'PL',
  ro: 'RO',
  sk: 'SK',
  sl: 'SI',
  sr: 'RS',
  uk: 'UA',
};
