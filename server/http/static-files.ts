import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { shellPage } from './shell-page.ts';

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
  if (path.startsWith('/assets/') || path.startsWith('/staff-assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.test(path) || path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

async function fileAt(root: string, urlPath: string): Promise<FoundFile | null> {
  const path = normalize(join(root, urlPath));
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

type FoundFile = { path: string; size: number; mtimeMs: number };

/** The build writes .br and .gz beside every text file worth it (vite.config.ts); best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header accepts (those with q=0 refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}

async function precompressed(c: Context, file: FoundFile) {
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepted.has(encoding)) continue;
    try {
      const info = await stat(file.path + suffix);
      if (info.isFile())
        return { encoding, file: { path: file.path + suffix, size: info.size, mtimeMs: info.mtimeMs } };
    } catch {
      // No such variant: try the next one.
    }
  }
  return null;
}

async function sendFile(c: Context, found: FoundFile, urlPath: string) {
  const variant = await precompressed(c, found);
  const file = variant?.file ?? found;
  const tag = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${variant ? `-${variant.encoding}` : ''}`;
  const etag = `W/"${tag}"`;
  const headers: Record<string, string> = {
    'Cache-Control': cacheControlFor(urlPath),
    'Content-Type': TYPES[extname(found.path).toLowerCase()] ?? 'application/octet-stream',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (variant) headers['Content-Encoding'] = variant.encoding;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  headers['Content-Length'] = String(file.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await readFile(file.path)), 200, headers);
}

/**
 * Serves the built PWA from publicDir: real files as they are, /assets/ misses as 404, /staff and below it the staff
 * console's page, and every other path the app shell (index.html, with the preload links of that address's screen),
 * so client routes work on reload.
 */
export function staticFiles(publicDir: string) {
  const shell = shellPage(publicDir);
  return async (c: Context) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Not found.', 404);
    }
    const file = urlPath.endsWith('/') ? null : await fileAt(publicDir, urlPath);
    if (file) return sendFile(c, file, urlPath);
    if (urlPath.startsWith('/assets/') || urlPath.startsWith('/staff-assets/'))
      return c.text('Not found.', 404, { 'Cache-Control': 'no-cache' });
    // The staff console is a page of its own (decision 0277): its addresses get its page, not the installer's shell.
    if (urlPath === '/staff' || urlPath.startsWith('/staff/')) {
      const staffPage = await fileAt(publicDir, '/staff.html');
      if (staffPage) return sendFile(c, staffPage, '/staff.html');
    }
    const page = await shell(c, urlPath);
    if (page) return page;
    return c.text('The app is not built yet. Run `npm run build` (or `npm start`), then reload.\n', 404);
  };
}
