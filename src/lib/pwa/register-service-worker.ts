import { listenForInstallPrompt } from './install-prompt.ts';
import { offerUpdate } from './update-store.ts';

const UPDATE_CHECK_EVERY_MS = 30 * 60 * 1000;

/**
 * Registers the service worker in builds only (under the dev server it would serve stale modules). Checked by
 * mode, not PROD: a build made with NODE_ENV=test (the e2e server) is still a build and needs its worker.
 * workbox-window is loaded after the first paint. A waiting worker is offered to the update prompt, which asks
 * it to skip waiting only on the user's click; the page reloads once the new worker controls it.
 */
export async function registerServiceWorker(): Promise<void> {
  listenForInstallPrompt();
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  // A PWA left open for days still learns about deploys: look again when it comes back to the foreground.
  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_EVERY_MS) return;
    checkedAt = Date.now();
    void workbox.update().catch(() => {});
  });
}
