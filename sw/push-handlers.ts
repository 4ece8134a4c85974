/// <reference lib="WebWorker" />
import { clickTarget, readPushPayload } from '#src/features/push/lib/notification-click.ts';
import { PUSH_MESSAGES } from '#src/features/push/lib/push-messages.ts';

/**
 * Web Push in the service worker (decision 0293): a push shows its notification, sets the app's badge and tells
 * open windows to refresh their notifications; a click shows the push's screen in an open window of the app, or
 * opens one.
 */
declare const self: ServiceWorkerGlobalScope;

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

const appWindows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function setBadge(count: number): Promise<void> {
  const nav = self.navigator as WorkerNavigator & BadgeNavigator;
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await nav.clearAppBadge?.();
  } catch {
    // No badge on this platform, or not allowed: the notification says it all the same.
  }
}

async function onPush(event: PushEvent): Promise<void> {
  const payload = readPushPayload(event.data?.text());
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: payload.url },
    // A newer push of the same topic (the next scans of a review) replaces the notice and says so again.
    renotify: true,
  } as NotificationOptions);
  await setBadge(payload.badge);
  // Open windows refetch their notifications; with none open there is no cached list in memory to update, and the
  // persisted one is refreshed when the app next starts (its queries are stale by then).
  for (const client of await appWindows()) client.postMessage({ type: PUSH_MESSAGES.received, badge: payload.badge });
}

async function showScreen(url: unknown): Promise<void> {
  const target = clickTarget(url, self.location.origin, await appWindows());
  if ('open' in target) {
    await self.clients.openWindow(target.open);
    return;
  }
  // The app's router shows the screen (no reload, unsaved input stays); focus needs the click's user activation.
  target.window.postMessage({ type: PUSH_MESSAGES.navigate, url: target.path });
  await target.window.focus().catch(() => undefined);
}

self.addEventListener('push', (event: PushEvent) => event.waitUntil(onPush(event)));

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  event.waitUntil(showScreen((event.notification.data as { url?: unknown } | null)?.url));
});

// The journey's way to the click handler (a headless browser has no notification to click): the page names the tag of
// a notification this worker showed, and the same showScreen runs with that notification's own url.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; tag?: unknown } | null;
  if (data?.type !== PUSH_MESSAGES.open || typeof data.tag !== 'string') return;
  const tag = data.tag;
  event.waitUntil(
    self.registration.getNotifications({ tag }).then(async ([notification]) => {
      if (!notification) return;
      notification.close();
      await showScreen((notification.data as { url?: unknown } | null)?.url);
    }),
  );
});
