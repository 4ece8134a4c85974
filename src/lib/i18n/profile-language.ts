import { i18n } from '@lingui/core';
import { activateLocale } from './activate-locale.ts';
import { readStoredLocale } from './language-store.ts';
import { isLocale } from './locales.ts';

/**
 * After sign-in the interface speaks the language of the person's profile, unless a language was chosen on this
 * device (the switcher stores it, and saves it to the profile when signed in): decision 0101.
 */
export async function applyProfileLanguage(code: string): Promise<void> {
  if (readStoredLocale() !== null) return;
  if (!isLocale(code) || code === i18n.locale) return;
  await activateLocale(code);
}
