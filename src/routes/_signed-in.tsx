import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PushOffer } from '#src/features/push/components/push-offer.tsx';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';
import { RouteError } from '../components/route-error.tsx';
import { hasSession } from '../lib/auth/token-store.ts';
import { applyProfileLanguage } from '../lib/i18n/profile-language.ts';
import { ensureReachableData } from '../lib/query/ensure-reachable.ts';
import { SignedInFrame } from './-signed-in-frame.tsx';

/** Everything behind sign-in, under one layout with the header. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: () => {
    if (!hasSession()) throw redirect({ to: '/login' });
  },
  loader: async ({ context: { queryClient } }) => {
    const user = await ensureReachableData(queryClient, currentUserQuery());
    // The first signed-in screen already speaks the profile's language (decision 0101).
    await Promise.all([
      applyProfileLanguage(user.language.code),
      ensureReachableData(queryClient, pointsSummaryQuery(user.company.uuid)),
    ]);
  },
  errorComponent: RouteError,
  component: SignedInRoute,
});

function SignedInRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { data: points } = useSuspenseQuery(pointsSummaryQuery(user.company.uuid));
  return (
    <SignedInFrame user={user} points={points.company_points}>
      <PushOffer />
      <Outlet />
    </SignedInFrame>
  );
}
