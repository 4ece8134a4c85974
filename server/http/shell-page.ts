import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';

/** dist/route-preloads.json, written by scripts/vite/route-preloads.ts. */
interface RoutePreloads {
  routes: { file: string; segments: string[]; js: string[]; css: string[] }[];
}
type Route = RoutePreloads['routes'][number];

/**
 * The route file an address ends on, as the app's router would pick it: every segment must match (a name itself,
 * ':' any one segment, '*' the rest); more named segments win, then the deeper file (a/$x/index.tsx over a/$x.tsx).
 */
export function matchRoute(routes: Route[], pathname: string): Route | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { route: Route; named: number; depth: number } | null = null;
  for (const route of routes) {
    const { segments } = route;
    const splat = segments.at(-1) === '*';
    const fixed = splat ? segments.slice(0, -1) : segments;
    if (splat ? parts.length < fixed.length : parts.length !== fixed.length) continue;
    if (!fixed.every((segment, i) => segment === ':' || segment === parts[i])) continue;
    const named = fixed.filter((segment) => segment !== ':').length - (splat ? 0.5 : 0);
    const depth = route.file.split('/').length;
    if (!best || named > best.named || (named === best.named && depth > best.depth)) best = { route, named, depth };
  }
  return best?.route ?? null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The list of a route's files that the shell's boot script preloads once the frame has painted
 * (scripts/vite/shell-boot-script.ts).
 */
export function routePreloadsMeta(route: Route): string {
  const files = [...route.js, ...route.css].map((file) => `/${file}`).join(' ');
  return `<meta name="route-preloads" content="${escapeAttribute(files)}">`;
}

async function readIfChanged<T>(path: string, last: { mtimeMs: number; value: T } | null, parse: (text: string) => T) {
  const info = await stat(path);
  if (last && last.mtimeMs === info.mtimeMs) return last;
  return { mtimeMs: info.mtimeMs, value: parse(await readFile(path, 'utf8')) };
}

/**
 * The app shell (index.html) for a client address, with the list of that address's screen files before </head>: a
 * first visit then fetches the screen's code together with the app's rather than after the app has run (decision
 * 0164). Without a route-preloads.json (an older build) the shell goes as it is. Returns null when there is no
 * built shell. The service worker precaches /index.html itself, which stays plain.
 */
export function shellPage(publicDir: string) {
  let shell: { mtimeMs: number; value: string } | null = null;
  let preloads: { mtimeMs: number; value: RoutePreloads } | null = null;
  const pages = new Map<string, { html: string; etag: string }>();

  return async (c: Context, pathname: string): Promise<Response | null> => {
    try {
      const next = await readIfChanged(join(publicDir, 'index.html'), shell, (text) => text);
      if (next !== shell) pages.clear();
      shell = next;
    } catch {
      return null;
    }
    try {
      const next = await readIfChanged(
        join(publicDir, 'route-preloads.json'),
        preloads,
        (text) => JSON.parse(text) as RoutePreloads,
      );
      if (next !== preloads) pages.clear();
      preloads = next;
    } catch {
      preloads = null;
    }
    const route = preloads ? matchRoute(preloads.value.routes, pathname) : null;
    const key = route?.file ?? '';
    let page = pages.get(key);
    if (!page) {
      const html = route ? shell.value.replace('</head>', `${routePreloadsMeta(route)}</head>`) : shell.value;
      page = { html, etag: `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"` };
      pages.set(key, page);
    }
    const headers = { 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8', ETag: page.etag };
    if (c.req.header('if-none-match') === page.etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(page.html, 200, headers);
  };
}
