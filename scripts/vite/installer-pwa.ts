import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { partLocale } from './first-screen-catalogs.ts';
import { STAFF_ASSETS, STAFF_PAGE } from './staff-console-build.ts';

/** A built file that the worker does not precache: `screen` is warmed after the first signed-in paint (decision 0299). */
export type LazyKind = 'screen' | 'catalog';

/** The app's start, imported by the entry once the frame has painted (src/main.tsx): part of the shell. */
const START_MODULE = /\/src\/start-app\.tsx$/;
const CATALOG_MODULE = /\/locales\/[^/]+\/messages\.po$/;

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/**
 * Sorts the build's scripts and styles: the shell (index.html's entry, the start and all they import statically, with
 * their styles) is precached; every other chunk is reached only through a dynamic import — a language catalog or a
 * screen — and is cached at run time (decision 0299).
 */
export function lazyFiles(bundle: OutputBundle): Map<string, LazyKind> {
  const chunks = Object.values(bundle).filter(isChunk);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set<string>();
  const visit = (name: string) => {
    if (shell.has(name)) return;
    shell.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  for (const chunk of chunks)
    if (chunk.isEntry || chunk.moduleIds.some((id) => START_MODULE.test(id))) visit(chunk.fileName);
  const shellCss = new Set([...shell].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]));
  const lazy = new Map<string, LazyKind>();
  for (const chunk of chunks) {
    if (shell.has(chunk.fileName)) continue;
    // A language's whole catalog, or its first screens' part (first-screen-catalogs.ts, decision 0308).
    const catalog =
      (chunk.facadeModuleId !== null && CATALOG_MODULE.test(chunk.facadeModuleId)) ||
      partLocale(chunk.facadeModuleId) !== null;
    lazy.set(chunk.fileName, catalog ? 'catalog' : 'screen');
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!shellCss.has(css)) lazy.set(css, 'screen');
  }
  return lazy;
}

/** The installer's PWA: its manifest and the service worker built from sw/sw.ts with its precache list (decision 0090). */
export const installerPwa = (): Plugin[] => {
  // Filled from the app's bundle, read when the plugin writes the worker's list after the build (closeBundle).
  let lazy = new Map<string, LazyKind>();
  const sortBuiltFiles: Plugin = {
    name: 'installer-pwa-lazy-files',
    apply: 'build',
    generateBundle(_, bundle) {
      lazy = lazyFiles(bundle);
    },
  };
  return [
    sortBuiltFiles,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Written to dist/manifest.webmanifest and linked from index.html by the plugin (decision 0090).
      manifest: {
        id: '/',
        name: 'Installer Club',
        short_name: 'Club',
        description: 'The loyalty club for roof-window installers.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b4f8a',
        background_color: '#ffffff',
        icons: [
          {
            src: '/icons/icon-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'any',
          },
          {
            src: '/icons/icon-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'any',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          {
            name: 'New project',
            url: '/projects/add',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Scan',
            url: '/projects?scan=1',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      // The staff console's page and files are not the installer's app: never precached (decision 0277). The list
      // the worker gets holds every file of the app; the lazy ones are marked and left out of its precache (0299).
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: [STAFF_PAGE, `${STAFF_ASSETS}/**`],
        manifestTransforms: [
          (entries) => {
            if (lazy.size === 0) throw new Error('installer-pwa: the app bundle was not sorted before the worker list');
            return {
              manifest: entries.map((entry) => {
                const kind = lazy.get(entry.url);
                return kind ? { ...entry, lazy: kind } : entry;
              }),
              warnings: [],
            };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
};
