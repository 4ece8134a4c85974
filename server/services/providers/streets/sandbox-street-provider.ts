import type { StreetSuggestion } from '#contract/registration.ts';
import type { Queryable } from '#server/db/db.ts';
import { searchForm } from './search-form.ts';
import { MAX_SUGGESTIONS, type StreetProvider } from './street-provider.ts';

/**
 * The built-in street provider: matches the typed text (without diacritics, any word start) against the
 * seeded streets table of one region. Streets in another language than asked fall back to the region's own
 * language, as the real service answers local names when it has no translation.
 */
export function sandboxStreetProvider(db: Queryable): StreetProvider {
  return {
    async suggest({ text, regionId, language }) {
      const form = searchForm(text);
      if (form.length < 2) return [];
      const escaped = form.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      const rows = await db.query<{ name: string; city: string; postal_code: string; language: string }>(
        `SELECT name, city, postal_code, language FROM streets
          WHERE region_id = $1 AND (search LIKE $2 OR search LIKE $3)
          ORDER BY (search LIKE $2) DESC, name LIMIT 20`,
        [regionId, `${escaped}%`, `% ${escaped}%`],
      );
      const preferred = language ? rows.filter((r) => r.language === language) : [];
      const chosen = preferred.length > 0 ? preferred : rows;
      return chosen
        .slice(0, MAX_SUGGESTIONS)
        .map((r): StreetSuggestion => ({ street: r.name, city: r.city, postal_code: r.postal_code }));
    },
  };
}
