/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import './background-sync.ts';
import './push-handlers.ts';
import { isApiUrl, isPublicFileUrl, RUNTIME_CACHES, STAFF_CONSOLE_PATH } from './runtime-rules.ts';

declare const self: ServiceWorkerGlobalScope;

// The build's files, injected by vite-plugin-pwa. The API is never among them.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open page at once, so the app's lazy screens already come from the precache if
// the signal drops before the next visit. Later workers still wait for the person's "Update now".
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

// The page decides when a waiting worker takes over (never over unsaved input).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Runtime caches of names no longer used are dropped when this worker takes over.
self.addEventListener('activate', (event: ExtendableEvent) => {
  const keep = new Set<string>(Object.values(RUNTIME_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('club-') && !keep.has(name)).map((name) => caches.delete(name)),
        ),
      ),
  );
});
