/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import './background-sync.ts';
import { isWarmUpRequest } from '../src/lib/pwa/warm-up-messages.ts';
import { type BuildEntry, cacheLazyFiles, dropOtherBuilds, splitBuildList, warmUp } from './lazy-chunks.ts';
import './push-handlers.ts';
import { isApiUrl, isPublicFileUrl, RUNTIME_CACHES, STAFF_CONSOLE_PATH } from './runtime-rules.ts';

declare const self: ServiceWorkerGlobalScope;

// The build's files, injected by vite-plugin-pwa. The API is never among them. Only the shell is precached; the
// language catalogs and the screens' chunks are cached when first used, and the screens after the first signed-in
// paint, when the page asks (decision 0299).
const build = splitBuildList(self.__WB_MANIFEST as (BuildEntry | string)[]);
precacheAndRoute(build.shell);
cleanupOutdatedCaches();
cacheLazyFiles(build.lazy);

// The first worker takes the open page at once, so the lazy files the page loads next are cached. Later workers
// still wait for the person's "Update now".
clientsClaim();

// Routes match in registration order: nothing below ever sees /api, which always reaches the network (or fails
// honestly). Offline data comes from the app's persisted query cache, never from here (decision 0091).
const week = 7 * 24 * 60 * 60;

// The club's public files (pictures, region documents): immutable enough to serve from cache first.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPublicFileUrl(url),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.files,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 4 * week, purgeOnQuotaError: true })],
  }),
);

// Other same-origin images outside the precache and the API.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && !isApiUrl(url),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 4 * week, purgeOnQuotaError: true })],
  }),
);

// Fonts, should any be added outside the precache.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'font' && !isApiUrl(url),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.fonts,
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 52 * week })],
  }),
);

// Every page of the app is the same shell; the API, real files (PDF links) and the staff console (a page of its own,
// from the network: decision 0277) are not its pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/pv\//, STAFF_CONSOLE_PATH],
  }),
);

// The page decides when a waiting worker takes over (never over unsaved input). A signed-in page asks it to cache
// every screen, and the files it loaded itself (its language's catalog), before the person can be offline (0299).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (isWarmUpRequest(event.data)) {
    const loaded = event.data.loaded.filter((path) => build.lazy.has(path));
    const port = event.ports[0];
    event.waitUntil(
      warmUp([...build.screens, ...loaded]).then((result) => port?.postMessage({ type: 'WARMED', ...result })),
    );
  }
});

// Runtime caches of names no longer used, and an old version's lazy files, are dropped when this worker takes over.
self.addEventListener('activate', (event: ExtendableEvent) => {
  const keep = new Set<string>(Object.values(RUNTIME_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('club-') && !keep.has(name)).map((name) => caches.delete(name)),
        ),
      )
      .then(() => dropOtherBuilds(build.lazy)),
  );
});
