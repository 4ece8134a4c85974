import type { Context } from 'hono';
import { clubLanguage, type Reader } from '#server/services/i18n/reader.ts';
import type { AppEnv, AuthUser } from './app-env.ts';

/**
 * The reader of a signed-in call (decision 0281): a club language first in Accept-Language (the app sends the
 * language chosen on the device, else `*`); without one, the caller's profile language applies.
 */
export function readerOf(c: Context<AppEnv>, user: AuthUser): Reader {
  return { userId: user.id, language: clubLanguage(c.req.header('accept-language')) };
}
