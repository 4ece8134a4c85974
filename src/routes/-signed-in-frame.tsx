import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CurrentUser } from '#contract/user.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';
import { NotFoundPage, RootNotFound } from '../components/not-found-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { useChooseLanguage } from '../components/shell/use-choose-language.ts';
import { SignedInLayout } from '../components/signed-in-layout.tsx';
import { HeaderCart } from '../features/cart/components/header-cart.tsx';
import { notificationKeys } from '../features/notifications/api/notification-queries.ts';
import { useNewNotifications } from '../features/notifications/api/use-new-notifications.ts';
import { HeaderNotifications } from '../features/notifications/components/header-notifications.tsx';
import { logout } from '../lib/auth/session.ts';
import { hasSession } from '../lib/auth/token-store.ts';

/** The signed-in layout around a screen, for a user and company points already loaded. */
export function SignedInFrame({ user, points, children }: { user: CurrentUser; points: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const chooseLanguage = useChooseLanguage({
    userId: user.id,
    code: user.language.code,
    onSaved: (saved) => queryClient.setQueryData(currentUserQuery().queryKey, saved),
  });
  // Something new from the club (an order approved, a project closed, points credited): the balance, orders and
  // projects on screen are read again instead of waiting out their two minutes.
  useNewNotifications(() => {
    const count = notificationKeys.unreadCount();
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/') !== count.join('/') });
  });
  return (
    <SignedInLayout
      firstName={user.name}
      userName={`${user.name} ${user.surname}`}
      companyPoints={points}
      regionId={user.region.id}
      decor={user.is_decor_installer}
      hasClubCard={user.company.has_edenred_card === 1}
      emulatedBy={user.emulated_by}
      onChooseLanguage={chooseLanguage}
      onLogout={logout}
      headerCart={<HeaderCart />}
      headerNotifications={<HeaderNotifications />}
    >
      {children}
    </SignedInLayout>
  );
}

/**
 * An unknown path: inside the signed-in frame for a signed-in person (the router matches no layout for it, so
 * the root renders this), in the anonymous frame for a visitor.
 */
export function NotFoundInFrame() {
  const session = hasSession();
  const user = useQuery({ ...currentUserQuery(), enabled: session });
  const points = useQuery({ ...pointsSummaryQuery(user.data?.company.uuid ?? ''), enabled: !!user.data });
  if (!session || user.isError || points.isError) return <RootNotFound />;
  if (!user.data || !points.data) return <PageLoader />;
  return (
    <SignedInFrame user={user.data} points={points.data.company_points}>
      <NotFoundPage />
    </SignedInFrame>
  );
}
