import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { RouterContext } from '../router-context.ts';

// The root is in the entry chunk; the 404 (with the signed-in frame around it) loads only when needed.
const NotFoundInFrame = lazy(() => import('./-signed-in-frame.tsx').then((m) => ({ default: m.NotFoundInFrame })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <Suspense fallback={<PageLoader />}>
      <NotFoundInFrame />
    </Suspense>
  ),
  errorComponent: RouteError,
  pendingComponent: PageLoader,
});
