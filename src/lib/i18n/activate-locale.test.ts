import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './activate-locale.ts';
import { readStoredLocale } from './language-store.ts';

describe('switching the language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('loads the catalog, activates it and marks <html lang>', async () => {
    await activateLocale('pl');
    expect(i18n.locale).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(readStoredLocale()).toBeNull();
  });

  it('remembers a language the person chose', async () => {
    await activateLocale('cs', { remember: true });
    expect(readStoredLocale()).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
  });
});
