import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { RootNotFound } from '../components/not-found-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: RootNotFound,
  errorComponent: RouteError,
  pendingComponent: PageLoader,
});
