import type { Config, Country } from '#contract/config.ts';
import type { Queryable } from '#server/db/db.ts';
import { clubLanguage } from '../i18n/reader.ts';
import { loadConfig } from './load-config.ts';

/**
 * The configuration changes with migrations, seeds and staff's region settings (decision 0288), so it is read once
 * per process and language and kept, together with its JSON text (the config call answers that text as is), until a
 * settings change (here or, through the change bus, on another instance) clears it. The texts staff write per
 * language (company types, behaviours) are in the asked language, English for a language the club has not.
 */
export interface ConfigCache {
  /** The configuration with English texts. */
  get(): Promise<Config>;
  /** The JSON answer with texts in `language` (a code), English when absent or unknown. */
  json(language?: string): Promise<string>;
  country(regionId: number): Promise<Country | undefined>;
  /** Forgets what was read: the next call reads the settings again (staff changed them). */
  clear(): void;
}

interface Loaded {
  config: Config;
  json: string;
  countries: Map<number, Country>;
}

export const FALLBACK_LANGUAGE = 'en';

export function createConfigCache(db: Queryable): ConfigCache {
  const loading = new Map<string, Promise<Loaded>>();
  const load = (language: string) => {
    let pending = loading.get(language);
    if (!pending) {
      pending = loadConfig(db, language).then((config) => ({
        config,
        json: JSON.stringify(config),
        countries: new Map(config.countries.map((c) => [c.id, c])),
      }));
      loading.set(language, pending);
      pending.catch(() => loading.delete(language));
    }
    return pending;
  };
  /** Only the club's languages get a cache entry of their own: any other code answers English. */
  const known = (language: string | undefined) => clubLanguage(language) ?? FALLBACK_LANGUAGE;
  return {
    get: async () => (await load(FALLBACK_LANGUAGE)).config,
    json: async (language) => (await load(known(language))).json,
    country: async (regionId) => (await load(FALLBACK_LANGUAGE)).countries.get(regionId),
    clear: () => loading.clear(),
  };
}
