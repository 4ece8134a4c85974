import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionData } from '#src/lib/auth/session.ts';
import { activateLocale } from './activate-locale.ts';
import { initialLocale, storeLocale } from './language-store.ts';
import { applyProfileLanguage } from './profile-language.ts';

describe("the signed-in profile's language", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await activateLocale('en');
  });

  it('switches the interface and is where the next start begins', async () => {
    vi.stubGlobal('location', { ...window.location, hostname: 'club.example.lt' });
    await applyProfileLanguage('pl');
    expect(i18n.locale).toBe('pl');
    expect(initialLocale()).toBe('pl');
  });

  it('gives way to a language chosen on this device, now and on the next start', async () => {
    storeLocale('hu');
    await activateLocale('hu');
    await applyProfileLanguage('pl');
    expect(i18n.locale).toBe('hu');
    expect(initialLocale()).toBe('hu');
  });

  it('is forgotten on sign-out: the next person starts in the host language', async () => {
    vi.stubGlobal('location', { ...window.location, hostname: 'club.example.lt' });
    await applyProfileLanguage('pl');
    clearSessionData();
    expect(initialLocale()).toBe('lt');
  });

  it('ignores a code that is not a language of the club', async () => {
    await applyProfileLanguage('xx');
    expect(i18n.locale).toBe('en');
    expect(initialLocale()).toBe('en');
  });
});
