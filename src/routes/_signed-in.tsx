import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { SignedInLayout } from '../components/signed-in-layout.tsx';
import { pointsSummaryQuery } from '../features/points/api/points-summary-query.ts';
import { currentUserQuery } from '../features/user/api/current-user-query.ts';
import { logout } from '../lib/auth/session.ts';
import { hasSession } from '../lib/auth/token-store.ts';
import { ensureReachableData } from '../lib/query/ensure-reachable.ts';

/** Everything behind sign-in, under one layout with the header. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: () => {
    if (!hasSession()) throw redirect({ to: '/login' });
  },
  loader: async ({ context: { queryClient } }) => {
    const user = await ensureReachableData(queryClient, currentUserQuery());
    await ensureReachableData(queryClient, pointsSummaryQuery(user.company.uuid));
  },
  errorComponent: RouteError,
  component: SignedInRoute,
});

function SignedInRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { data: points } = useSuspenseQuery(pointsSummaryQuery(user.company.uuid));
  return (
    <SignedInLayout
      firstName={user.name}
      userName={`${user.name} ${user.surname}`}
      companyPoints={points.company_points}
      emulatedBy={user.emulated_by}
      onLogout={logout}
    >
      <Outlet />
    </SignedInLayout>
  );
}
