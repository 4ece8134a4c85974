import type { Hono } from 'hono';
import { config, publicConfig } from '#contract/config.ts';
import type { Deps } from '#server/deps.ts';
import type { AppEnv } from '#server/http/app-env.ts';

/** Both config calls answer the cached JSON text as is: no per-request queries or serialisation. */
export function registerConfigRoutes(api: Hono<AppEnv>, deps: Deps): void {
  for (const call of [config, publicConfig]) {
    api.get(call.path, async (c) => {
      c.header('Content-Type', 'application/json; charset=UTF-8');
      return c.body(await deps.config.json());
    });
  }
}
