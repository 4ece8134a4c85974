import { i18n, type Messages } from '@lingui/core';
import { storeLocale } from './language-store.ts';
import type { Locale } from './locales.ts';

// Every catalog, English too, is its own chunk: the entry stays small, and start-app.tsx loads the catalog while the
// query cache comes back from IndexedDB, so the first paint does not wait longer for it (decision 0103).
async function loadMessages(locale: Locale): Promise<Messages> {
  const module = (await import(`../../../locales/${locale}/messages.po`)) as { messages: Messages };
  return module.messages;
}

/** Loads the catalog of a language, switches the interface to it and marks the document with it. */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  if (options.remember) storeLocale(locale);
}
