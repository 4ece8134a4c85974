import './mantine-styles.ts';
import { firstScreenCatalogs } from 'virtual:first-screen-catalogs';
import { i18n } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startPush } from './features/push/lib/start-push.ts';
import { adoptWorkerSession } from './lib/auth/adopt-worker-session.ts';
import { applyFakerParam } from './lib/auth/faker.ts';
import { getFreshToken } from './lib/auth/fresh-token.ts';
import { logout, onSessionEnded } from './lib/auth/session.ts';
import { dropExpiredToken } from './lib/auth/token-store.ts';
import { setAccessTokenSource } from './lib/http/call-api.ts';
import { activateLocale } from './lib/i18n/activate-locale.ts';
import { isFirstScreen } from './lib/i18n/first-screens.ts';
import { initialLocale } from './lib/i18n/language-store.ts';
import { nextTask } from './lib/next-task.ts';
import { sessionOwner } from './lib/outbox/outbox-owner.ts';
import { declareQueuedWrites, loadOutbox, startOutbox, switchOutboxOwner } from './lib/outbox/outbox-sync.ts';
import { applyAppStylesheet } from './lib/pwa/app-stylesheet.ts';
import { loadFirstRouteChunks } from './lib/pwa/load-first-route.ts';
import { registerServiceWorker } from './lib/pwa/register-service-worker.ts';
import { keepScreenSnapshots } from './lib/pwa/screen-snapshot.ts';
import { restoreQueryCache } from './lib/query/persist-cache.ts';
import { createQueryClient } from './lib/query/query-client.ts';
import { createAppRouter } from './router.ts';

const FIRST_LOAD_WAIT_MS = 3000;

dropExpiredToken();
const url = new URL(window.location.href);
if (applyFakerParam(url)) {
  url.searchParams.delete('faker');
  window.history.replaceState(window.history.state, '', url);
}
setAccessTokenSource(getFreshToken);

// The app's modules were evaluated in this task; building the router's tree of routes takes the next (decision 0220).
await nextTask();
const queryClient = createQueryClient({
  goToMaintenance: () => {
    if (router.state.location.pathname !== '/maintenance') void router.navigate({ to: '/maintenance' });
  },
  endSession: logout,
});
const router = createAppRouter(queryClient);
onSessionEnded(() => {
  // Leave the signed-in screens first, then forget what they showed.
  void switchOutboxOwner(queryClient, null);
  void router.navigate({ to: '/login' }).then(() => queryClient.removeQueries());
});

loadFirstRouteChunks(router);
// Pushes refresh the open app's notifications, a click on one shows its screen; sign-out ends the device's (0293).
startPush({
  onPushReceived: () =>
    void import('./features/notifications/api/notification-queries.ts')
      .then(({ notificationKeys }) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }))
      .catch(() => undefined),
  navigate: (path) => void router.navigate({ href: path }),
});

// Queued writes replay through the features' declarations, registered before the stored outbox comes back. Both
// load for a signed-in account only, here or when a session begins: the login screen has no outbox (decision 0301).
declareQueuedWrites(() => import('./queued-writes.ts').then((declared) => declared.queuedWrites));
// Queued work belongs to the account that queued it, and replays only under it.
const signedIn = sessionOwner();
const locale = initialLocale();
// The cache is back before the router's loaders run: offline they would otherwise wait for a network.
await Promise.all([
  applyAppStylesheet(),
  // The first screens start with their part of the catalog; the whole follows (decision 0308).
  activateLocale(locale, { part: isFirstScreen(window.location.pathname) ? firstScreenCatalogs[locale] : undefined }),
  restoreQueryCache(queryClient),
  // A token the service worker renewed with the app closed (Background Sync, decision 0294); no call is made before.
  adoptWorkerSession().catch(() => {}),
  signedIn ? loadOutbox(queryClient, signedIn).catch(() => {}) : undefined,
]);
startOutbox(queryClient, signedIn);
// The first number formatted in a language loads its data (16 ms on this machine, four times that on a slow phone).
// Signed-in screens show the points at once: it happens in a task of its own, not inside React's first render.
if (signedIn) {
  await nextTask();
  i18n.number(0);
}
await nextTask();
// The first screen's data and code are in before React's first render: otherwise the router settles during that
// render, and React redoes the whole tree in one synchronous task (hundreds of ms on a slow phone). On a slow
// network the frame from index.html stays up for at most FIRST_LOAD_WAIT_MS, then the screens' own pending states
// take over as before (decision 0164).
await Promise.race([
  router.load().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
]);

// A transition lets React yield while it builds the first screen: the frame from index.html stays responsive on a
// slow phone instead of one long task (decision 0160).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);

void registerServiceWorker();
// The screen left is shown again at once on the installed app's next start (decision 0210).
keepScreenSnapshots(sessionOwner);
