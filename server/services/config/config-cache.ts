import type { Config, Country } from '#contract/config.ts';
import type { Queryable } from '#server/db/db.ts';
import { loadConfig } from './load-config.ts';

/**
 * The configuration changes only with migrations and seeds, so it is read once per process and kept,
 * together with its JSON text (the config call answers that text as is).
 */
export interface ConfigCache {
  get(): Promise<Config>;
  json(): Promise<string>;
  country(regionId: number): Promise<Country | undefined>;
}

export function createConfigCache(db: Queryable): ConfigCache {
  let loading: Promise<{ config: Config; json: string; countries: Map<number, Country> }> | undefined;
  const load = () => {
    loading ??= loadConfig(db).then((config) => ({
      config,
      json: JSON.stringify(config),
      countries: new Map(config.countries.map((c) => [c.id, c])),
    }));
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return {
    get: async () => (await load()).config,
    json: async () => (await load()).json,
    country: async (regionId) => (await load()).countries.get(regionId),
  };
}
