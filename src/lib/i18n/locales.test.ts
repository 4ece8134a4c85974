import { describe, expect, it } from 'vitest';
import { localeFromHost } from './locales.ts';

describe('default language from the host', () => {
  it.each([
    ['klub.example.pl', 'pl'],
    ['club.example.cz', 'cs'],
    ['club.example.sk', 'sk'],
    ['club.example.hu', 'hu'],
    ['club.example.ro', 'ro'],
    ['club.example.hr', 'hr'],
    ['club.example.si', 'sl'],
    ['club.example.bg', 'bg'],
    ['club.example.rs', 'sr'],
    ['club.example.ba', 'bs'],
    ['club.example.ua', 'uk'],
    ['club.example.ee', 'et'],
    ['club.example.lt', 'lt'],
    ['club.example.lv', 'lv'],
    ['CLUB.EXAMPLE.PL.', 'pl'],
  ])('%s opens in %s', (host, locale) => {
    expect(localeFromHost(host)).toBe(locale);
  });

  it.each(['localhost', 'club.example.com', 'club.example.de', '127.0.0.1'])('%s falls back to English', (host) => {
    expect(localeFromHost(host)).toBe('en');
  });
});
