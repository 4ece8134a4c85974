import type { Hono } from 'hono';
import type { Deps } from '#server/deps.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { CONTENT_TYPES } from '#server/services/media/picture-names.ts';
import { createPictureFiles } from '#server/services/media/picture-variants.ts';

/**
 * The picture store's files (docs/decisions/0285), public like the avatars: a name is derived from the picture's
 * bytes and never reused, so each answer is cached for a year by the browser (and any proxy) and never asked again.
 * A name the store does not have is a 404, whatever it looks like.
 */
export function registerMediaRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const files = createPictureFiles(deps.db, deps.logger);

  api.on(['GET', 'HEAD'], '/v1/media/:name', async (c) => {
    const file = await files.read(c.req.param('name'));
    if (!file) return c.json({ message: 'Not found.' }, 404, { 'Cache-Control': 'no-cache' });
    const headers = {
      'Content-Type': CONTENT_TYPES[file.format],
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
