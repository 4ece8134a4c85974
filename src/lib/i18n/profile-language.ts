import { i18n } from '@lingui/core';
import { activateLocale } from './activate-locale.ts';
import { readStoredLocale, rememberProfileLocale } from './language-store.ts';
import { isLocale } from './locales.ts';

/**
 * After sign-in the interface speaks the language of the person's profile, unless a language was chosen on this
 * device (the switcher stores it, and saves it to the profile when signed in): decision 0101. The profile's
 * language is remembered on the device for the next start.
 */
export async function applyProfileLanguage(code: string): Promise<void> {
  if (!isLocale(code)) return;
  // The next start begins in it (the catalog is fetched with the app's files, not after the user is read).
  rememberProfileLocale(code);
  if (readStoredLocale() !== null || code === i18n.locale) return;
  await activateLocale(code);
}
