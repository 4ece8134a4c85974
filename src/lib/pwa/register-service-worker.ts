/**
 * Registers the service worker in production builds only (in development it would serve stale modules).
 * workbox-window is loaded after the first paint; the update prompt builds on the returned instance later.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox.register();
}
