import { relative } from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { PluginContext } from 'rollup';
import type { Plugin } from 'vite';
import { FIRST_SCREENS, FRAME_ROUTE_FILES } from '../../src/lib/i18n/first-screens.ts';
import { LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';

/** The app's import of every language's first-screens part (src/lib/i18n/activate-locale.ts). */
export const FIRST_SCREEN_CATALOGS = 'virtual:first-screen-catalogs';
const LOADERS_ID = `\0${FIRST_SCREEN_CATALOGS}`;
/** One language's part; its chunk is named `first-screens-<hash>.js`. */
const PART_PREFIX = '\0first-screens.';
/** The language whose part a module id (a chunk's facadeModuleId) is, or null: shell-boot-script, installer-pwa. */
export const partLocale = (id: string | null | undefined): string | null =>
  id?.startsWith(PART_PREFIX) ? id.slice(PART_PREFIX.length) : null;
const placeholder = (locale: string) => `__FIRST_SCREENS_CATALOG_${locale}__`;

/** Where the walk starts: the entry, the app's start, the frame's routes and the first screens' routes. */
const START_FILES = new Set<string>([
  'src/main.tsx',
  'src/start-app.tsx',
  ...FRAME_ROUTE_FILES,
  ...FIRST_SCREENS.map((screen) => screen.routeFile),
]);
/** The router's tree imports every screen: the walk does not follow it, nor into another screen's route. */
const ROUTE_TREE = 'src/route-tree.gen.ts';

/**
 * The app's source files the first screens can run: from START_FILES, every module they import, statically or on
 * demand (a menu, a dialog, the scanner's shortcut, the route's own split parts), but not the router's tree, other
 * screens' routes, catalogs or libraries. `root`-relative paths, as the catalogs' origins name them.
 */
export function firstScreenFiles(graph: Pick<PluginContext, 'getModuleIds' | 'getModuleInfo'>, root: string) {
  const file = (id: string) => relative(root, id.split('?')[0]!).replaceAll('\\', '/');
  const outside = (id: string) => {
    if (id.startsWith('\0') || id.includes('/node_modules/')) return true;
    const path = file(id);
    if (path === ROUTE_TREE || path.startsWith('locales/') || path.startsWith('..')) return true;
    return path.startsWith('src/routes/') && !START_FILES.has(path);
  };
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || outside(id)) return;
    seen.add(id);
    files.add(file(id));
    const info = graph.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visit(next);
  };
  for (const id of graph.getModuleIds()) if (START_FILES.has(file(id)) && !id.startsWith('\0')) visit(id);
  return files;
}

/** The installer's catalogs as Lingui's CLI reads them, once per build (the 15 parts share them). */
type Catalogs = { config: ReturnType<typeof getConfig>; catalogs: Awaited<ReturnType<typeof getCatalogs>> };

/** One language's compiled messages whose origin is one of `files` (compiled as @lingui/vite-plugin compiles). */
async function compiledPart(
  { config, catalogs }: Catalogs,
  locale: Locale,
  files: Set<string>,
): Promise<Record<string, unknown>> {
  const found = getCatalogForFile(`locales/${locale}/messages.po`, catalogs);
  if (!found) throw new Error(`first-screen-catalogs: no catalog for ${locale}`);
  const entries = await found.catalog.read(locale);
  const { messages } = await found.catalog.getTranslations(locale, {
    // As @lingui/vite-plugin reads them (its types ask for what getConfig() leaves optional).
    fallbackLocales: config.fallbackLocales as never,
    sourceLocale: config.sourceLocale as string,
  });
  const part: Record<string, string> = {};
  for (const [id, entry] of Object.entries(entries ?? {})) {
    const translation = messages[id];
    if (translation !== undefined && entry.origin?.some(([origin]) => files.has(origin))) part[id] = translation;
  }
  const { source, errors } = createCompiledCatalog(locale, part, { namespace: 'json' });
  if (errors.length > 0) throw new Error(`first-screen-catalogs: ${locale} has messages that do not compile`);
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
}

/**
 * Each language's catalog in two: the messages of the first screens (src/lib/i18n/first-screens.ts), which those
 * screens start with, and the whole catalog as before, which every other screen waits for (decision 0308).
 * `virtual:first-screen-catalogs` exports `firstScreenCatalogs`, a loader per language. In a build, a part is written
 * once the module graph is known (renderChunk): its messages are those whose origin (the catalog's `#:` lines) is a
 * file the first screens can run. In development and tests, where there is no graph, a part is the whole catalog.
 */
export function firstScreenCatalogs(): Plugin {
  let building = false;
  let root = process.cwd();
  let files: Set<string> | undefined;
  let catalogs: Promise<Catalogs> | undefined;
  return {
    name: 'first-screen-catalogs',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      files = undefined;
      catalogs = undefined;
    },
    resolveId(source) {
      if (source === FIRST_SCREEN_CATALOGS) return LOADERS_ID;
      if (source.startsWith(PART_PREFIX)) return source;
      return null;
    },
    load(id) {
      if (id === LOADERS_ID) {
        const loaders = Object.keys(LOCALES).map((locale) => {
          const target = building ? `${PART_PREFIX}${locale}` : `/locales/${locale}/messages.po`;
          return `  ${locale}: () => import(${JSON.stringify(target)}),`;
        });
        return `export const firstScreenCatalogs = {\n${loaders.join('\n')}\n};\n`;
      }
      const locale = partLocale(id);
      if (locale) return `export const messages = JSON.parse(${JSON.stringify(placeholder(locale))});\n`;
      return null;
    },
    async renderChunk(code, chunk) {
      const locale = partLocale(chunk.facadeModuleId) as Locale | null;
      if (!locale) return null;
      files ??= firstScreenFiles(this, root);
      catalogs ??= (async () => {
        const config = getConfig();
        return { config, catalogs: await getCatalogs(config) };
      })();
      const messages = await compiledPart(await catalogs, locale, files);
      if (Object.keys(messages).length === 0) throw new Error(`first-screen-catalogs: ${locale}'s part is empty`);
      const marker = new RegExp(`(["'\`])${placeholder(locale)}\\1`);
      if (!marker.test(code)) throw new Error(`first-screen-catalogs: ${locale}'s placeholder is not in its chunk`);
      return { code: code.replace(marker, () => JSON.stringify(JSON.stringify(messages))), map: null };
    },
  };
}
