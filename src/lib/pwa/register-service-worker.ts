/**
 * Registers the service worker in builds only (under the dev server it would serve stale modules). Checked by
 * mode, not PROD: a build made with NODE_ENV=test (the e2e server) is still a build and needs its worker.
 * workbox-window is loaded after the first paint; the update prompt builds on the returned instance later.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox.register();
}
