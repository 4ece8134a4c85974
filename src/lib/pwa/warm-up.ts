import { firstScreenCatalogs } from 'virtual:first-screen-catalogs';
import { i18n } from '@lingui/core';
import { completeCatalog } from '../i18n/activate-locale.ts';
import { isLocale } from '../i18n/locales.ts';
import { WARM_UP, type WarmUpReply, type WarmUpRequest } from './warm-up-messages.ts';

/** Set on <html> once the worker holds every screen: the app can go on a roof without signal (decision 0299). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/** Waits for a moment the page is idle, never longer than `timeout` (the person may lose the signal soon). */
function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, Math.min(timeout, 200));
  });
}

/** The built files (hashed, under /assets/) this page has loaded so far: its language's catalog, its screens. */
function loadedBuiltFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

function ask(worker: ServiceWorker, request: WarmUpRequest): Promise<WarmUpReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WarmUpReply>) => resolve(event.data);
    worker.postMessage(request, [channel.port2]);
  });
}

let warming: Promise<WarmUpReply | null> | undefined;

/**
 * After the first signed-in paint, when the page is idle, asks the service worker to cache the screens the app needs
 * offline (the scanner among them) and the catalog this page loaded. Once per page; the worker fetches only what it
 * does not hold yet, so a later page (or a new version's) costs only its new files.
 */
export function warmUpOfflineScreens(): Promise<WarmUpReply | null> {
  if (warming) return warming;
  warming = (async () => {
    if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return null;
    const registration = await navigator.serviceWorker.ready;
    await whenIdle(2000);
    // The whole catalog is what the other screens need offline; the next start on a first screen reads the part of
    // the language now shown, which may not be the one this start began with (the profile's, after sign-in) (0308).
    await Promise.all([
      completeCatalog(),
      isLocale(i18n.locale) ? firstScreenCatalogs[i18n.locale]() : undefined,
    ]).catch(() => undefined);
    const worker = registration.active;
    if (!worker) return null;
    const reply = await ask(worker, { type: WARM_UP, loaded: loadedBuiltFiles() });
    if (reply.failed === 0) document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
    return reply;
  })().catch(() => null);
  return warming;
}
