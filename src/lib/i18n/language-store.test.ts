import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, storeLocale } from './language-store.ts';

describe('initial language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the host when nothing was chosen', () => {
    vi.stubGlobal('location', { ...window.location, hostname: 'club.example.lt' });
    expect(initialLocale()).toBe('lt');
  });

  it('prefers a stored choice over the host', () => {
    vi.stubGlobal('location', { ...window.location, hostname: 'club.example.lt' });
    storeLocale('hu');
    expect(initialLocale()).toBe('hu');
  });

  it('ignores a stored value that is not a language of the club', () => {
    localStorage.setItem('language', 'xx');
    expect(initialLocale()).toBe('en');
  });
});
