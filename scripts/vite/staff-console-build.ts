import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The console's page (decision 0277) and the folder of its own files beside the installer's `assets/`. */
export const STAFF_PAGE = 'staff.html';
export const STAFF_ASSETS = 'staff-assets';

// @mantine/tiptap stays with the editor's lazy chunk (with Tiptap and ProseMirror), not in the console's first 'ui'.
const UI = /node_modules\/(@mantine\/(?!tiptap)|@floating-ui|@tabler)\//;
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|@tanstack|@lingui|ky|valibot)\//;

/**
 * Builds the staff console (staff.html, src/staff) after the installer's app, into the same folder (decision 0277):
 * a build of its own, so nothing of the console can reach the installer's chunks, and nothing of the installer's
 * (its entry chunk starts the installer's app when imported) reaches the console. Every `vite build` makes both: the
 * journeys' build, `npm run build` and `npm run bench:bundle` need no step more.
 */
export function staffConsoleBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'staff-console-build',
    // In development (npm run dev:web) the console's addresses get its page, as the server does in production.
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/staff(\/|\?|$)/.test(req.url)) req.url = `/${STAFF_PAGE}`;
        next();
      });
    },
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.command !== 'build') return;
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          clearScreen: false,
          plugins: [
            react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
            lingui(),
            compression({
              algorithms: ['brotliCompress', 'gzip'],
              threshold: 1024,
              include: /\.(html|css|js)$/,
              logLevel: 'silent',
            }),
          ],
          build: {
            outDir: config.build.outDir,
            emptyOutDir: false,
            assetsDir: STAFF_ASSETS,
            copyPublicDir: false,
            target: 'es2022',
            sourcemap: false,
            rollupOptions: {
              input: fileURLToPath(new URL(`../../${STAFF_PAGE}`, import.meta.url)),
              output: {
                manualChunks: (id) => (UI.test(id) ? 'ui' : FRAMEWORK.test(id) ? 'framework' : undefined),
              },
            },
          },
        });
      },
    },
  };
}
