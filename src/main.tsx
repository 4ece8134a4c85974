import './mantine-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { applyFakerParam } from './lib/auth/faker.ts';
import { getFreshToken } from './lib/auth/fresh-token.ts';
import { logout, onSessionEnded } from './lib/auth/session.ts';
import { dropExpiredToken } from './lib/auth/token-store.ts';
import { setAccessTokenSource } from './lib/http/call-api.ts';
import { activateLocale } from './lib/i18n/activate-locale.ts';
import { initialLocale } from './lib/i18n/language-store.ts';
import { registerServiceWorker } from './lib/pwa/register-service-worker.ts';
import { createQueryClient } from './lib/query/query-client.ts';
import { createAppRouter } from './router.ts';

dropExpiredToken();
const url = new URL(window.location.href);
if (applyFakerParam(url)) {
  url.searchParams.delete('faker');
  window.history.replaceState(window.history.state, '', url);
}
setAccessTokenSource(getFreshToken);

const queryClient = createQueryClient({
  goToMaintenance: () => {
    if (router.state.location.pathname !== '/maintenance') void router.navigate({ to: '/maintenance' });
  },
  endSession: logout,
});
const router = createAppRouter(queryClient);
onSessionEnded(() => {
  // Leave the signed-in screens first, then forget what they showed.
  void router.navigate({ to: '/login' }).then(() => queryClient.removeQueries());
});

await activateLocale(initialLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);

void registerServiceWorker();
