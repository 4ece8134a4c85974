import { isLocale, type Locale, localeFromHost } from './locales.ts';

const STORAGE_KEY = 'language';
/**
 * The signed-in person's profile language, remembered for the next start of the app (decision 0101): the app and
 * the shell's boot script (scripts/vite/shell-boot-script.ts) start in it instead of loading the host's catalog
 * first and the profile's after the user is read. A session key: it goes on sign-out (src/lib/auth/session.ts).
 */
export const PROFILE_LANGUAGE_KEY = 'profile-language';

/** A language chosen on this device wins, then the signed-in profile's, then the one the country's site suggests. */
export function initialLocale(): Locale {
  return readStoredLocale() ?? readLocale(PROFILE_LANGUAGE_KEY) ?? localeFromHost(globalThis.location.hostname);
}

export function readStoredLocale(): Locale | null {
  return readLocale(STORAGE_KEY);
}

function readLocale(key: string): Locale | null {
  try {
    const value = localStorage.getItem(key);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberProfileLocale(locale: Locale): void {
  try {
    localStorage.setItem(PROFILE_LANGUAGE_KEY, locale);
  } catch {
    // Private mode or full storage: the next start reads the profile again.
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
