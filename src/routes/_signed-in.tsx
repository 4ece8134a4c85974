import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteError } from '../components/route-error.tsx';
import { useChooseLanguage } from '../components/shell/use-choose-language.ts';
import { SignedInLayout } from '../components/signed-in-layout.tsx';
import { pointsSummaryQuery } from '../features/points/api/points-summary-query.ts';
import { currentUserQuery } from '../features/user/api/current-user-query.ts';
import { logout } from '../lib/auth/session.ts';
import { hasSession } from '../lib/auth/token-store.ts';
import { applyProfileLanguage } from '../lib/i18n/profile-language.ts';
import { ensureReachableData } from '../lib/query/ensure-reachable.ts';

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
  notFoundComponent: NotFoundPage,
  component: SignedInRoute,
});

function SignedInRoute() {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { data: points } = useSuspenseQuery(pointsSummaryQuery(user.company.uuid));
  const chooseLanguage = useChooseLanguage({
    userId: user.id,
    code: user.language.code,
    onSaved: (saved) => queryClient.setQueryData(currentUserQuery().queryKey, saved),
  });
  return (
    <SignedInLayout
      firstName={user.name}
      userName={`${user.name} ${user.surname}`}
      companyPoints={points.company_points}
      regionId={user.region.id}
      decor={user.is_decor_installer}
      hasClubCard={user.company.has_edenred_card === 1}
      emulatedBy={user.emulated_by}
      onChooseLanguage={chooseLanguage}
      onLogout={logout}
    >
      <Outlet />
    </SignedInLayout>
  );
}
