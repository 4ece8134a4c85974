import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstScreenCatalogs } from './scripts/vite/first-screen-catalogs.ts';
import { installerPwa } from './scripts/vite/installer-pwa.ts';
import { routePreloads } from './scripts/vite/route-preloads.ts';
import { screenSnapshotPlugin } from './scripts/vite/screen-snapshot-plugin.ts';
import { shellBootScript } from './scripts/vite/shell-boot-script.ts';
import { staffConsoleBuild } from './scripts/vite/staff-console-build.ts';
import { startChunks } from './scripts/vite/start-chunks.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/** The entry stylesheet becomes a preload that the app applies before it renders (decision 0160). */
const stylesheetAsPreload: Plugin = {
  name: 'stylesheet-as-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
        '<link rel="preload" as="style"$1 href="$2" data-app-css>',
      ),
  },
};

/**
 * Mantine's useId without its second render in a layout effect (src/lib/mantine/stable-id.ts, decision 0220), and
 * ScrollArea's one hook from floating-ui without the rest of it (src/lib/mantine/merge-refs.ts, decision 0302).
 */
const stableMantineIds: Plugin = {
  name: 'stable-mantine-ids',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './use-id/use-id.mjs' && importer?.includes('/node_modules/@mantine/hooks/esm/'))
      return fileURLToPath(new URL('./src/lib/mantine/stable-id.ts', import.meta.url));
    if (source === '@floating-ui/react' && importer?.includes('/node_modules/@mantine/core/esm/components/ScrollArea/'))
      return fileURLToPath(new URL('./src/lib/mantine/merge-refs.ts', import.meta.url));
    return null;
  },
};

export default defineConfig({
  plugins: [
    stableMantineIds,
    stylesheetAsPreload,
    routePreloads(),
    shellBootScript(),
    screenSnapshotPlugin(),
    // The staff console (staff.html): a build of its own into the same folder, after this one (decision 0277).
    staffConsoleBuild(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // Each language's catalog also in a part for the first screens, which start with it (decision 0308).
    firstScreenCatalogs(),
    installerPwa(),
    // Brotli and gzip beside every text file they make smaller; the server sends the one the browser accepts (issue
    // 15). Small files too: /login fetches some twenty chunks under 1 KiB (decision 0301).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 0,
      include: /\.(html|css|js|mjs|svg|json|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  // No merging of small chunks (decision 0103 had it): Rollup merged screens into the chunks /login loads (0295).
  build: {
    target: 'es2022',
    sourcemap: false,
    // No modulepreload links for a lazy chunk's imports: on the installed app's start they cost a DOM link and a
    // fetch through the worker each, some 110 ms of main thread at 4x CPU (decision 0305). A lazy chunk's CSS still
    // loads with it; the first screen's files come from the shell's preload links (0304).
    modulePreload: false,
    rollupOptions: {
      output: { manualChunks: startChunks(), onlyExplicitManualChunks: true },
    },
  },
  server: { proxy: { '/api': apiTarget } },
});
