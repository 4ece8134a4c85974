import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locales } from '../lingui.config.ts';
import { readPo } from './read-po.ts';
import untranslatable from './untranslatable.json';

const here = fileURLToPath(new URL('.', import.meta.url));
// The installer app's catalog and the staff console's own (decision 0277), each complete in every language.
const CATALOGS = ['messages', 'staff'] as const;
type CatalogName = (typeof CATALOGS)[number];
const catalog = (locale: string, name: CatalogName) => readPo(join(here, locale, `${name}.po`));
const key = (e: { context: string | null; id: string }) => `${e.context ?? ''}\u0004${e.id}`;
/**
 * ICU arguments ({name}, {count, plural, …}) and Lingui's numbered tags must survive translation. A plural branch
 * whose text starts with a word and a comma ("one {Cart, # item}") is text, not an argument, and so is a branch of one
 * word ("one {point}").
 */
const placeholders = (s: string) =>
  [
    ...new Set(
      [
        ...s.matchAll(
          /(?<!\b(?:zero|one|two|few|many|other|=\d+)\s?)\{(\w+)\s*(?:\}|,\s*(?:plural|selectordinal|select|number|date|time)\b)|<\/?(\d+)\/?>/g,
        ),
      ].map((m) => m[1] ?? m[0]),
    ),
  ].sort();

/** Texts a language writes as English does: names everywhere, and words that are the same in that language. */
const allowedSame = (locale: string) =>
  new Set<string>([...untranslatable['*'], ...((untranslatable as Record<string, string[]>)[locale] ?? [])]);

for (const name of CATALOGS) {
  const english = catalog('en', name);

  describe(`message catalog ${name}`, () => {
    it('the English catalog has the messages of the app', () => {
      expect(english.length).toBeGreaterThan(0);
    });

    for (const locale of locales.filter((l) => l !== 'en')) {
      describe(locale, () => {
        const file = join(here, locale, `${name}.po`);
        it('exists', () => expect(existsSync(file)).toBe(true));

        const entries = existsSync(file) ? catalog(locale, name) : [];
        const byKey = new Map(entries.map((e) => [key(e), e]));

        it('translates every message of the app', () => {
          const missing = english.filter((e) => !byKey.get(key(e))?.translation.trim()).map((e) => e.id);
          expect(missing, `untranslated in ${locale}`).toEqual([]);
        });

        it('leaves no English text in place of a translation', () => {
          const same = entries
            .filter((e) => e.translation === e.id && /[a-z]{3}/i.test(e.id) && !allowedSame(locale).has(e.id))
            .map((e) => e.id);
          expect(same, `copied from English in ${locale}`).toEqual([]);
        });

        it('keeps every placeholder and tag of the English text', () => {
          const broken = entries
            .filter((e) => e.translation && placeholders(e.translation).join() !== placeholders(e.id).join())
            .map((e) => `${e.id} => ${e.translation}`);
          expect(broken, `placeholders changed in ${locale}`).toEqual([]);
        });

        if (locale === 'sr')
          it('writes Serbian in Latin letters', () => {
            const cyrillic = entries.filter((e) => /[\u0400-\u04FF]/.test(e.translation)).map((e) => e.id);
            expect(cyrillic, 'Cyrillic in sr').toEqual([]);
          });
      });
    }
  });
}
