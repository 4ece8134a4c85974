import { i18n, type Messages } from '@lingui/core';
import { storeLocale } from './language-store.ts';
import type { Locale } from './locales.ts';

// Every catalog, English too, is its own chunk: the entry stays small, and start-app.tsx loads the catalog while the
// query cache comes back from IndexedDB, so the first paint does not wait longer for it (decision 0103).
async function loadMessages(locale: Locale): Promise<Messages> {
  const module = (await import(`../../../locales/${locale}/messages.po`)) as { messages: Messages };
  return module.messages;
}

/** How the app says that a screen showed a message its language's loaded catalog lacks (the journeys fail on it). */
export const MISSING_MESSAGE_MARK = '[lingui-missing]';
// In a build only: there a message's English source is not kept, so a missing one would show as its id. A screen
// outside the first screens' part before the whole catalog came would be one (decision 0308).
if (import.meta.env.PROD)
  i18n.on('missing', ({ id, locale }) =>
    console.warn(`${MISSING_MESSAGE_MARK} ${id} in ${locale} on ${location.pathname}`),
  );

/** The active language when only its first screens' part is in: the messages Lingui reads, to be completed. */
let partial: { locale: Locale; messages: Messages } | null = null;
let completing: Promise<void> | null = null;

/** A part of a language's catalog (the first screens', virtual:first-screen-catalogs). */
export type CatalogPart = () => Promise<unknown>;

/**
 * The part, as a copy: Lingui keeps this very object as the language's messages, and completeCatalog() adds to it.
 * Null when it cannot load: offline, a language chosen since the last start may have only its whole catalog cached.
 */
async function loadPart(part: CatalogPart | undefined): Promise<Messages | null> {
  if (!part) return null;
  try {
    return { ...((await part()) as { messages: Messages }).messages };
  } catch {
    return null;
  }
}

/**
 * Loads the catalog of a language, switches the interface to it and marks the document with it. `part`: the app
 * starts on one of the first screens (first-screens.ts), which need only their part of the catalog (decision 0308);
 * the rest comes with completeCatalog(). Without the part (not cached), the whole catalog.
 */
export async function activateLocale(
  locale: Locale,
  options: { remember?: boolean; part?: CatalogPart } = {},
): Promise<void> {
  const first = await loadPart(options.part);
  const messages = first ?? (await loadMessages(locale));
  partial = first ? { locale, messages } : null;
  completing = null;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  if (options.remember) storeLocale(locale);
}

/** Whether the active language still has only its first screens' part. */
export function catalogIncomplete(): boolean {
  return partial !== null;
}

/**
 * Resolves once the active language's whole catalog is in, loading it (once) if only the first screens' part is.
 * The messages are added to those Lingui reads without a change event: what is on screen is already translated, and
 * a change would render the whole app again. A failed load (offline, not cached yet) is forgotten and rejects.
 */
export function completeCatalog(): Promise<void> {
  const pending = partial;
  if (!pending) return Promise.resolve();
  if (completing) return completing;
  const loading: Promise<void> = loadMessages(pending.locale).then(
    (all) => {
      Object.assign(pending.messages, all);
      if (partial === pending) partial = null;
    },
    (error: unknown) => {
      if (completing === loading) completing = null;
      throw error;
    },
  );
  completing = loading;
  return completing;
}
