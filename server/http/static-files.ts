import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

const NO_CACHE = /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|manifest\.json)$/;

/** Caching by kind: the shell and service worker revalidate every time, hashed assets never change. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.test(path) || path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

async function fileAt(root: string, urlPath: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  const path = normalize(join(root, urlPath));
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function sendFile(c: Context, file: { path: string; size: number; mtimeMs: number }, urlPath: string) {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'Cache-Control': cacheControlFor(urlPath),
    'Content-Type': TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    ETag: etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await readFile(file.path)), 200, headers);
}

/**
 * Serves the built PWA from publicDir: real files as they are, /assets/ misses as 404, and every other
 * path the app shell (index.html), so client routes work on reload.
 */
export function staticFiles(publicDir: string) {
  return async (c: Context) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Not found.', 404);
    }
    const file = urlPath.endsWith('/') ? null : await fileAt(publicDir, urlPath);
    if (file) return sendFile(c, file, urlPath);
    if (urlPath.startsWith('/assets/')) return c.text('Not found.', 404, { 'Cache-Control': 'no-cache' });
    const shell = await fileAt(publicDir, '/index.html');
    if (shell) return sendFile(c, shell, '/index.html');
    return c.text('The app is not built yet. Run `npm run build` (or `npm start`), then reload.\n', 404);
  };
}
