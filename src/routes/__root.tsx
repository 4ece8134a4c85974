import { createRootRouteWithContext, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { catalogIncomplete, completeCatalog } from '../lib/i18n/activate-locale.ts';
import { isFirstScreen } from '../lib/i18n/first-screens.ts';
import type { RouterContext } from '../router-context.ts';

// The root is in the entry chunk: the 404 (with the signed-in frame around it) and the error screen (buttons,
// alerts) load only when needed (decision 0103).
const NotFoundInFrame = lazy(() => import('./-signed-in-frame.tsx').then((m) => ({ default: m.NotFoundInFrame })));
const RouteError = lazy(() => import('../components/route-error.tsx').then((m) => ({ default: m.RouteError })));

export const Route = createRootRouteWithContext<RouterContext>()({
  // A start on a first screen has only their part of the catalog (decision 0308): any other screen waits for the whole.
  beforeLoad: ({ location }) => {
    if (catalogIncomplete() && !isFirstScreen(location.pathname)) return completeCatalog();
  },
  component: Outlet,
  notFoundComponent: () => (
    <Suspense fallback={<PageLoader />}>
      <NotFoundInFrame />
    </Suspense>
  ),
  errorComponent: (props: ErrorComponentProps) => (
    <Suspense fallback={<PageLoader />}>
      <RouteError {...props} />
    </Suspense>
  ),
  pendingComponent: PageLoader,
});
