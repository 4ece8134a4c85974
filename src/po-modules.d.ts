// Catalogs are compiled on import by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// Each language's first screens' part of its catalog (scripts/vite/first-screen-catalogs.ts, decision 0308).
declare module 'virtual:first-screen-catalogs' {
  import type { Locale } from '#src/lib/i18n/locales.ts';
  export const firstScreenCatalogs: Record<Locale, () => Promise<unknown>>;
}
