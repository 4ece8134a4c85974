import { i18n, type Messages } from '@lingui/core';
import { storeLocale } from '#src/lib/i18n/language-store.ts';
import type { Locale } from '#src/lib/i18n/locales.ts';

/**
 * The console's texts are a catalog of their own (locales/<lang>/staff.po, decision 0277): the installer's app never
 * loads them. The console also shows shared pieces (query states, the language menu, server messages), whose texts
 * are in the app's catalog, so it loads both.
 */
async function loadMessages(locale: Locale): Promise<Messages> {
  const [app, staff] = await Promise.all([
    import(`../../locales/${locale}/messages.po`) as Promise<{ messages: Messages }>,
    import(`../../locales/${locale}/staff.po`) as Promise<{ messages: Messages }>,
  ]);
  return { ...app.messages, ...staff.messages };
}

/** Switches the console to a language (both catalogs), marks the document with it and, if asked, remembers it. */
export async function activateStaffLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  if (options.remember) storeLocale(locale);
}
