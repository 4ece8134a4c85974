import { Trans } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Locale } from '../lib/i18n/locales.ts';
import { SignedInPwa } from '../lib/pwa/components/signed-in-pwa.tsx';
import { OutboxRefusals } from './outbox/outbox-refusals.tsx';
import { AppFooter } from './shell/app-footer.tsx';
import { BottomNav } from './shell/bottom-nav.tsx';
import { BackLink } from './shell/breadcrumbs.tsx';
import { SubBar } from './shell/sub-bar.tsx';
import { TopBar } from './shell/top-bar.tsx';

// The sheet (Drawer and its CSS) loads on the first press of More, not with the first screen.
const MoreSheet = lazy(() => import('./shell/more-sheet.tsx').then((m) => ({ default: m.MoreSheet })));

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
 * The signed-in frame (decision 0100): a skip link, the top bar in one row, the sub bar (breadcrumbs, offline and
 * sync), the page, the region's footer, and on phones the bottom navigation with its More sheet.
 */
export function SignedInLayout(props: SignedInLayoutProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const [moreLoaded, setMoreLoaded] = useState(false);
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
        />
        <SubBar />
      </header>
      <Container size="lg" component="main" id="main" tabIndex={-1} className="app-main">
        <BackLink />
        <OutboxRefusals />
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
      <SignedInPwa />
    </div>
  );
}
