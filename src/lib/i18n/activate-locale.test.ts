import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, catalogIncomplete, completeCatalog } from './activate-locale.ts';
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

describe('a start on a first screen (decision 0308)', () => {
  afterEach(async () => {
    await activateLocale('en');
  });
  const part = (messages: Record<string, string>) => () => Promise.resolve({ messages });

  it('shows the part at once and adds the whole catalog later, without rendering everything again', async () => {
    const { messages: whole } = (await import('../../../locales/pl/messages.po')) as {
      messages: Record<string, unknown>;
    };
    const [someId] = Object.keys(whole);
    await activateLocale('pl', { part: part({ first: 'Pierwszy' }) });
    expect(i18n.locale).toBe('pl');
    expect(i18n._('first')).toBe('Pierwszy');
    expect(i18n.messages[someId!]).toBeUndefined();
    expect(catalogIncomplete()).toBe(true);

    let changes = 0;
    const stop = i18n.on('change', () => {
      changes += 1;
    });
    await Promise.all([completeCatalog(), completeCatalog()]);
    stop();
    expect(catalogIncomplete()).toBe(false);
    expect(i18n.messages[someId!]).toEqual(whole[someId!]);
    expect(i18n._('first')).toBe('Pierwszy');
    expect(changes).toBe(0);
  });

  it('a whole catalog activated meanwhile is not completed with the old language', async () => {
    await activateLocale('pl', { part: part({ first: 'Pierwszy' }) });
    const completing = completeCatalog();
    await activateLocale('cs');
    expect(catalogIncomplete()).toBe(false);
    await completing;
    expect(i18n.locale).toBe('cs');
    expect(i18n._('first')).toBe('first');
  });
});
