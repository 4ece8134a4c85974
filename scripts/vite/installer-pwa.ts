import { VitePWA } from 'vite-plugin-pwa';
import { STAFF_ASSETS, STAFF_PAGE } from './staff-console-build.ts';

/** The installer's PWA: its manifest and the service worker built from sw/sw.ts with its precache list (decision 0090). */
export const installerPwa = () =>
  VitePWA({
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
    // The staff console's page and files are not the installer's app: never precached (decision 0277).
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      globIgnores: [STAFF_PAGE, `${STAFF_ASSETS}/**`],
    },
    devOptions: { enabled: false },
  });
