// The staff console's entry (staff.html, decision 0277): a page and a build of its own, apart from the installer's
// app, which never loads any of it. Staff sit at a desk on a fast line: the console starts in one go.
import './staff-styles.ts';
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { applyContrast } from '#src/components/shell/display-mode.ts';
import { isApiError } from '#src/lib/http/api-error.ts';
import { initialLocale } from '#src/lib/i18n/language-store.ts';
import { onStaffSessionEnded } from './session/staff-session.ts';
import { StaffApp } from './staff-app.tsx';
import { activateStaffLocale } from './staff-i18n.ts';
import { createStaffRouter } from './staff-router.tsx';

applyContrast();
const queryClient = new QueryClient({
  defaultOptions: {
    // A refusal (4xx) is the answer; no connection or a server in trouble is worth two more tries.
    queries: {
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    // Staff writes carry no Idempotency-Key yet (decision 0276): never sent twice on their own.
    mutations: { retry: false },
  },
});
const router = createStaffRouter(queryClient);

// Signed out here or by the server (expired, revoked): back to the sign-in page, then forget what was shown.
onStaffSessionEnded((reason) => {
  void router.navigate({ to: '/login', search: reason === 'expired' ? { expired: 1 } : {} } as never).then(() => {
    queryClient.clear();
  });
});

await activateStaffLocale(initialLocale());
createRoot(document.getElementById('root')!).render(<StaffApp queryClient={queryClient} router={router} />);
