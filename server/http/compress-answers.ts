import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { COMPRESS_FROM_BYTES, gzipPerRequest } from './json-answer.ts';
import { acceptedEncodings } from './static-files.ts';

/**
 * Text answers built in memory (JSON, text) leave the answer frame (answer-frame.ts) with a Content-Length, gzipped
 * when the client accepts it and they are worth it. One buffer and one zlib call: no chunked stream for an answer that is already whole. Files
 * of the app are precompressed at build and served by static-files.ts, and the answers of contract calls are
 * encoded where they are made (json-answer.ts); both come with their length and pass through untouched.
 */
export async function compressAnswer(c: Context): Promise<void> {
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  // The body is asked for last: on the Node adapter's light answers it makes a full Response, a stream and all,
  // and the answers that leave with their length (most of them) never need it.
  if (
    c.req.method === 'HEAD' ||
    res.status === 206 ||
    res.headers.has('Content-Length') ||
    res.headers.has('Content-Encoding') ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    type.startsWith('text/event-stream') ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
    !res.body
  )
    return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const worth = bytes.byteLength >= COMPRESS_FROM_BYTES;
  const zipped =
    worth && acceptedEncodings(c.req.header('Accept-Encoding')).has('gzip') ? await gzipPerRequest(bytes) : null;
  c.res = new Response(zipped ?? bytes, res);
  c.res.headers.set('Content-Length', String((zipped ?? bytes).byteLength));
  if (worth) c.res.headers.append('Vary', 'Accept-Encoding');
  if (zipped) {
    c.res.headers.set('Content-Encoding', 'gzip');
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  }
}
