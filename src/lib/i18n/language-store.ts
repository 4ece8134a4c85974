import { isLocale, type Locale, localeFromHost } from './locales.ts';

const STORAGE_KEY = 'language';

/** A language the person chose wins over the one their country's site suggests. */
export function initialLocale(): Locale {
  const stored = readStoredLocale();
  return stored ?? localeFromHost(globalThis.location.hostname);
}

export function readStoredLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
