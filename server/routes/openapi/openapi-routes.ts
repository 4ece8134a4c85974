import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { acceptedEncodings } from '#server/http/static-files.ts';

/** Below /api: the document's servers entry is /api, so its paths resolve from here. */
export const OPENAPI_PATH = '/openapi.json';

interface KeptDocument {
  bytes: Buffer;
  gzipped: Buffer;
  etag: string;
}

/**
 * The OpenAPI 3.1 document of the API (contract/openapi.ts, docs/decisions/0274), for anyone: made on the first
 * request (the converter is not loaded before), then kept with its gzip and an ETag. The text is docs/openapi.json's.
 */
export function registerOpenApiRoutes(api: Hono<AppEnv>): void {
  let kept: Promise<KeptDocument> | undefined;
  const load = async (): Promise<KeptDocument> => {
    const { openApiText } = await import('#contract/openapi.ts');
    const bytes = Buffer.from(openApiText());
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    return { bytes, gzipped: gzipSync(bytes), etag };
  };
  api.get(OPENAPI_PATH, async (c) => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    const { bytes, gzipped, etag } = await kept;
    const gzip = acceptedEncodings(c.req.header('Accept-Encoding')).has('gzip');
    const headers: Record<string, string> = {
      ETag: gzip ? `W/${etag}` : etag,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const asked = (c.req.header('If-None-Match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (asked.includes(etag)) return c.body(null, 304, headers);
    const body = gzip ? gzipped : bytes;
    return c.body(new Uint8Array(body), 200, {
      ...headers,
      'Content-Type': 'application/json',
      'Content-Length': String(body.byteLength),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
  });
}
