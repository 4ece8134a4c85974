import { i18n, type Messages } from '@lingui/core';
import { messages as englishMessages } from '../../../locales/en/messages.po';
import { storeLocale } from './language-store.ts';
import { type Locale, SOURCE_LOCALE } from './locales.ts';

// English ships with the entry chunk so the first paint never waits for a catalog.
i18n.load(SOURCE_LOCALE, englishMessages);

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return englishMessages;
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
