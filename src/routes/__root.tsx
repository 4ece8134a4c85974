import { createRootRouteWithContext, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import type { RouterContext } from '../router-context.ts';

// The root is in the entry chunk: the 404 (with the signed-in frame around it) and the error screen (buttons,
// alerts) load only when needed (decision 0103).
const NotFoundInFrame = lazy(() => import('./-signed-in-frame.tsx').then((m) => ({ default: m.NotFoundInFrame })));
const RouteError = lazy(() => import('../components/route-error.tsx').then((m) => ({ default: m.RouteError })));

export const Route = createRootRouteWithContext<RouterContext>()({
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
