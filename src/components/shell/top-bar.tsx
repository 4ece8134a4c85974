import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Container, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCoins, IconCreditCard, IconDots } from '@tabler/icons-react';
import { Link, type LinkProps, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Locale } from '#src/lib/i18n/locales.ts';
import { InstallButton } from '#src/lib/pwa/components/install-button.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MenuOnDemand } from './menu-on-demand.tsx';
import { isCurrent, MORE_NAV, PRIMARY_NAV } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';

export interface TopBarProps {
  firstName: string;
  userName: string;
  companyPoints: number;
  hasClubCard: boolean;
  onChooseLanguage: (locale: Locale) => void;
  onLogout: () => void;
  /**
   * The places of the header that features fill, composed by the route (components do not import features):
   * the cart icon with its count and mini-cart, and the notifications dropdown. Each a 44 px square, so the
   * phone's top bar keeps one row at 320 px.
   */
  cart?: ReactNode;
  notifications?: ReactNode;
  /** The sync status icon that opens the sync sheet (decision 0280). */
  sync?: ReactNode;
}

/**
 * One row at every width: logo, (wide) the main links, then points, club card, sync, cart, notifications, language,
 * user. What does not fit gives way, checked by tests/layout-widths.spec.ts: on a phone the points show as the number,
 * on a tablet the main links as icons (their names kept for screen readers), the first name only
 * from 1200 px.
 */
export function TopBar({
  firstName,
  userName,
  companyPoints,
  hasClubCard,
  onChooseLanguage,
  onLogout,
  cart,
  notifications,
  sync,
}: TopBarProps) {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const more = MORE_NAV.filter((item) => hasClubCard || !item.clubCard);
  return (
    <Container size="lg" className="top-bar">
      <Link to="/" className="app-logo" aria-label={t`Installer Club, home`}>
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span className="app-logo-text">
          <Trans>Installer Club</Trans>
        </span>
      </Link>
      <nav className="header-nav" aria-label={t`Main`}>
        {PRIMARY_NAV.map(({ to, label, icon: Icon }) => {
          const current = isCurrent(to, pathname);
          return (
            <Link
              key={to}
              to={to as LinkProps['to']}
              className="header-nav-link"
              aria-current={current ? 'page' : undefined}
              data-current={current || undefined}
              activeProps={{}}
            >
              <Icon size={22} aria-hidden className="header-nav-icon" />
              <span className="header-nav-label">{i18n._(label)}</span>
            </Link>
          );
        })}
        <MenuOnDemand
          position="bottom-start"
          target={
            <UnstyledButton
              className="header-nav-link"
              data-current={more.some((m) => isCurrent(m.to, pathname)) || undefined}
            >
              <IconDots size={22} aria-hidden className="header-nav-icon" />
              <span className="header-nav-label">{t`More`}</span>
              <IconChevronDown size={16} aria-hidden className="header-nav-chevron" />
            </UnstyledButton>
          }
        >
          {(Menu) => (
            <Menu.Dropdown>
              {more.map(({ to, label, icon: Icon }) => (
                <Menu.Item
                  key={to}
                  renderRoot={(props) => <Link {...props} to={to as LinkProps['to']} />}
                  leftSection={<Icon size={20} aria-hidden />}
                >
                  {i18n._(label)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          )}
        </MenuOnDemand>
      </nav>
      <div className="top-bar-actions">
        <span className="top-bar-wide">
          <InstallButton />
        </span>
        <Link to={'/balance' as LinkProps['to']} className="top-bar-points">
          <IconCoins size={20} aria-hidden />
          {/* A phone shows the number alone (the row must hold six 44 px targets); every reader hears the words. */}
          <span className="top-bar-points-long">
            <Plural value={companyPoints} one="# point" other="# points" />
          </span>
          <span className="top-bar-points-short" aria-hidden="true">
            {i18n.number(companyPoints)}
          </span>
        </Link>
        {hasClubCard && (
          <Link to={'/club-card' as LinkProps['to']} className="top-bar-button top-bar-wide" aria-label={t`Club card`}>
            <IconCreditCard size={22} aria-hidden />
          </Link>
        )}
        {sync}
        {cart}
        {notifications}
        <span className="top-bar-wide">
          <LanguageMenu onChoose={onChooseLanguage} />
        </span>
        <UserMenu firstName={firstName} userName={userName} hasClubCard={hasClubCard} onLogout={onLogout} />
      </div>
    </Container>
  );
}
