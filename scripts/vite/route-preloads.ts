import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { APP_PRELOADS_META } from './shell-boot-script.ts';

/** What the first load of an address needs beyond index.html's own files: written to dist/route-preloads.json. */
export interface RoutePreloads {
  /** One entry per route file that an address can end on; segments: static names, ':' a parameter, '*' the rest. */
  routes: { file: string; segments: string[]; js: string[]; css: string[] }[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The app's start, imported by the entry once the frame has painted (src/main.tsx): index.html preloads it all. */
const START_MODULE = /\/src\/start-app\.tsx$/;

/** A route file's place in the address: pathless layouts (_x) and index add nothing, $x is one segment. */
export function routeSegments(file: string): string[] {
  return file
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((part) => !part.startsWith('_') && part !== 'index')
    .map((part) => (part === '$' ? '*' : part.startsWith('$') ? ':' : part));
}

/** The layout files above a route file (src/routes/a/b/c.tsx sits in a.tsx and a/b.tsx, and all in __root.tsx). */
function layoutFiles(file: string, exists: (file: string) => boolean): string[] {
  const parts = file.split('/');
  const layouts = ['__root.tsx'];
  for (let i = 1; i < parts.length; i++) layouts.push(`${parts.slice(0, i).join('/')}.tsx`);
  return layouts.filter((layout) => layout !== file && exists(layout));
}

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/** The files a first load needs whatever the address: the entry, the app's start and all they import. */
function shellFiles(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter(isChunk);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    for (const name of start) visit(name);
    return seen;
  };
  const cssOf = (names: Iterable<string>) =>
    new Set([...names].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]));
  const roots = chunks.filter(
    (chunk) =>
      (chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html')) ||
      chunk.moduleIds.some((id) => START_MODULE.test(id)),
  );
  const js = closure(roots.map((chunk) => chunk.fileName));
  return { chunks, closure, cssOf, js, css: cssOf(js) };
}

/**
 * Records, per route file, the chunks and stylesheets its screen needs (its split component, its layouts' and all
 * they import), less what index.html already loads. The server turns them into preload links in the shell it sends
 * for that address, so a first visit fetches the screen's code together with the entry instead of one round trip
 * and one script run later (decision 0164).
 */
export function routePreloads(routesDir = 'src/routes'): Plugin {
  let root = process.cwd();
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // index.html lists the app's start and all it imports; its boot script asks for them once the frame is painted.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { js, css } = shellFiles(context.bundle);
        const files = [...js, ...css].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        return html.replace('</head>', `<meta name="${APP_PRELOADS_META}" content="${files.join(' ')}">\n</head>`);
      },
    },
    generateBundle(_options, bundle) {
      const { chunks, closure, cssOf, js: inShell, css: cssInShell } = shellFiles(bundle);

      const absoluteRoutes = join(root, routesDir);
      const componentChunks = new Map<string, string[]>();
      for (const chunk of chunks)
        for (const id of chunk.moduleIds) {
          const [path, query] = id.split('?');
          if (!path?.startsWith(absoluteRoutes) || !/tsr-split=[^&]*component/.test(query ?? '')) continue;
          const file = relative(absoluteRoutes, path);
          componentChunks.set(file, [...(componentChunks.get(file) ?? []), chunk.fileName]);
        }

      const exists = (file: string) => existsSync(join(absoluteRoutes, file));
      const routes: RoutePreloads['routes'] = [];
      for (const file of componentChunks.keys()) {
        if (file === '__root.tsx' || file.split('/').some((part) => part.startsWith('-'))) continue;
        const own = [file, ...layoutFiles(file, exists)].flatMap((f) => componentChunks.get(f) ?? []);
        const js = [...closure(own)].filter((name) => !inShell.has(name));
        const css = [...cssOf(closure(own))].filter((name) => !cssInShell.has(name));
        routes.push({ file, segments: routeSegments(file), js: js.sort(), css: css.sort() });
      }
      routes.sort((a, b) => a.file.localeCompare(b.file));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes } satisfies RoutePreloads, null, 1)}\n`,
      });
    },
  };
}
