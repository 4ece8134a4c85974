import type { Hono } from 'hono';
import { config, publicConfig } from '#contract/config.ts';
import type { Deps } from '#server/deps.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { clubLanguage } from '#server/services/i18n/reader.ts';

/**
 * Both config calls answer the cached JSON text as is: no per-request queries or serialisation. `?language=`
 * (else the request's Accept-Language) picks the language of the texts (company types, behaviours); English when
 * absent or not one of the club's.
 */
export function registerConfigRoutes(api: Hono<AppEnv>, deps: Deps): void {
  for (const call of [config, publicConfig]) {
    api.get(call.path, async (c) => {
      c.header('Content-Type', 'application/json; charset=UTF-8');
      const language = clubLanguage(c.req.query('language')) ?? clubLanguage(c.req.header('accept-language'));
      return c.body(await deps.config.json(language ?? undefined));
    });
  }
}
