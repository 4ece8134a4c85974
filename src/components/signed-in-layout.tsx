import { Trans } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { Locale } from '../lib/i18n/locales.ts';
import { SignedInPwa } from '../lib/pwa/components/signed-in-pwa.tsx';
import { OtherAccountsNotice } from './outbox/other-accounts-notice.tsx';
import { SyncButton } from './outbox/sync-button.tsx';
import { SyncNotice } from './outbox/sync-notice.tsx';
import { AppFooter } from './shell/app-footer.tsx';
import { BottomNav } from './shell/bottom-nav.tsx';
import { BackLink, Breadcrumbs } from './shell/breadcrumbs.tsx';
import { TopBar } from './shell/top-bar.tsx';

// The sheets (Drawer and its CSS) load on the first press of More or of the sync icon, not with the first screen.
const MoreSheet = lazy(() => import('./shell/more-sheet.tsx').then((m) => ({ default: m.MoreSheet })));
const SyncSheet = lazy(() => import('./outbox/sync-sheet.tsx').then((m) => ({ default: m.SyncSheet })));

interface SignedInLayoutProps {
  firstName: string;
  userName: string;
  companyPoints: number;
  regionId: number;
  decor: boolean;
  hasClubCard: boolean;
  /** Who emulates this session, when an administrator does. */
  emulatedBy: string | null;
  onChooseLanguage: (locale: Locale) => void;
  onLogout: () => void;
  /** The header's cart and notifications, composed by the route (see TopBar). */
  headerCart?: ReactNode;
  headerNotifications?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame (decisions 0100, 0280): a skip link, the top bar in one row with the sync icon, a line under it
 * only while offline or when a write was refused, the page (breadcrumbs or a back arrow above it), the region's
 * footer, and on phones the bottom navigation with its More sheet.
 */
export function SignedInLayout(props: SignedInLayoutProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const [moreLoaded, setMoreLoaded] = useState(false);
  const [syncOpen, setSyncOpen] = useState(false);
  const [syncLoaded, setSyncLoaded] = useState(false);
  const syncButton = useRef<HTMLButtonElement>(null);
  const openSync = () => {
    setSyncLoaded(true);
    setSyncOpen(true);
  };
  return (
    <div className="signed-in-frame">
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {props.emulatedBy && (
        <p role="status" className="emulation-banner">
          <IconAlertTriangle size={20} aria-hidden />
          <span>
            <Trans>Emulated session: {props.emulatedBy} is using the club as this user.</Trans>
          </span>
        </p>
      )}
      <header className="app-header">
        <TopBar
          firstName={props.firstName}
          userName={props.userName}
          companyPoints={props.companyPoints}
          hasClubCard={props.hasClubCard}
          onChooseLanguage={props.onChooseLanguage}
          onLogout={props.onLogout}
          cart={props.headerCart}
          notifications={props.headerNotifications}
          sync={<SyncButton ref={syncButton} opened={syncOpen} onOpen={openSync} />}
        />
        <SyncNotice onReview={openSync} />
      </header>
      <Container size="lg" component="main" id="main" tabIndex={-1} className="app-main">
        <Breadcrumbs />
        <BackLink />
        <OtherAccountsNotice />
        {props.children}
      </Container>
      <AppFooter regionId={props.regionId} decor={props.decor} />
      <BottomNav
        moreOpen={moreOpen}
        onMore={() => {
          setMoreLoaded(true);
          setMoreOpen(true);
        }}
      />
      {moreLoaded && (
        <Suspense fallback={null}>
          <MoreSheet
            opened={moreOpen}
            onClose={() => setMoreOpen(false)}
            hasClubCard={props.hasClubCard}
            onChooseLanguage={props.onChooseLanguage}
          />
        </Suspense>
      )}
      {syncLoaded && (
        <Suspense fallback={null}>
          <SyncSheet
            opened={syncOpen}
            onClose={() => {
              setSyncOpen(false);
              // Back to the icon, also when the sheet was opened from the line under the header.
              syncButton.current?.focus();
            }}
          />
        </Suspense>
      )}
      <SignedInPwa />
    </div>
  );
}
