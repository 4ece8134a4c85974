import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';

/** dist/route-preloads.json, written by scripts/vite/route-preloads.ts. */
interface RoutePreloads {
  routes: { file: string; segments: string[]; js: string[]; css: string[] }[];
}
type Route = RoutePreloads['routes'][number];

/** dist/boot-catalogs.json, written by scripts/vite/shell-boot-script.ts. */
interface BootCatalogs {
  catalogs: Record<string, string>;
  hosts: Record<string, string>;
  source: string;
}

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

/** The catalog a first visit of this host loads: the country site's language, as the boot script decides. */
export function hostCatalog(boot: BootCatalogs, host: string | undefined): string | undefined {
  const suffix = (host ?? '').replace(/:\d+$/, '').toLowerCase().replace(/\.$/, '').split('.').pop();
  const locale = (suffix && Object.hasOwn(boot.hosts, suffix) ? boot.hosts[suffix] : undefined) ?? boot.source;
  return boot.catalogs[locale];
}

/**
 * Preload links for files the first screen needs: the browser's parser finds them with the HTML and fetches them
 * all at once, instead of after the frame's first paint and the boot script (decision 0304). Scripts are
 * modulepreloads (fetched and compiled, not run); stylesheets plain preloads, which the boot script applies.
 */
export function preloadLinks(files: string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="${escapeAttribute(file)}" crossorigin>`
        : `<link rel="modulepreload" href="${escapeAttribute(file)}" crossorigin>`,
    )
    .join('');
}

const metaList = (html: string, name: string) =>
  html
    .match(new RegExp(`<meta name="${name}" content="([^"]*)">`))?.[1]
    ?.split(' ')
    .filter(Boolean) ?? [];

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
  let boot: { mtimeMs: number; value: BootCatalogs } | null = null;
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
    try {
      const next = await readIfChanged(
        join(publicDir, 'boot-catalogs.json'),
        boot,
        (text) => JSON.parse(text) as BootCatalogs,
      );
      if (next !== boot) pages.clear();
      boot = next;
    } catch {
      boot = null;
    }
    const route = preloads ? matchRoute(preloads.value.routes, pathname) : null;
    const catalog = boot ? hostCatalog(boot.value, c.req.header('host')) : undefined;
    const key = `${route?.file ?? ''} ${catalog ?? ''}`;
    let page = pages.get(key);
    if (!page) {
      const files = [
        ...metaList(shell.value, 'app-preloads'),
        ...(route ? [...route.js, ...route.css].map((file) => `/${file}`) : []),
        ...(catalog ? [catalog] : []),
      ];
      const head = `${route ? routePreloadsMeta(route) : ''}${preloadLinks(files)}`;
      const html = shell.value.replace('</head>', `${head}</head>`);
      page = { html, etag: `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"` };
      pages.set(key, page);
    }
    const headers = { 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8', ETag: page.etag };
    if (c.req.header('if-none-match') === page.etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(page.html, 200, headers);
  };
}
