import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LanguageSelect } from '#src/components/language-select.tsx';
import { QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { PasskeyStep } from '../screens/passkey-step.tsx';
import { signOut } from '../session/sign-out.ts';
import { staffMeQuery } from '../session/staff-me.ts';
import { readStaffSession, watchSessionExpiry } from '../session/staff-session.ts';
import { activateStaffLocale } from '../staff-i18n.ts';
import { areaOf, areasFor } from './areas.ts';
import { BrandMark } from './brand-mark.tsx';
import { ConsoleLink } from './console-link.tsx';
import { ROLE_LABELS } from './role-label.ts';

/**
 * The signed-in console: the sidebar of the areas the session's role may open, who is signed in, the language and
 * sign-out; the area's screen beside it. An admin's session shows the passkey step until it is confirmed.
 */
export function SignedInFrame() {
  const { t, i18n } = useLingui();
  const me = useQuery(staffMeQuery());
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    const session = readStaffSession();
    return session ? watchSessionExpiry(session) : undefined;
  }, []);

  const current = areaOf(pathname);
  return (
    <QueryState
      query={me}
      skeleton={
        <Stack p="xl" gap="md">
          <Skeleton h={40} w="40%" />
          <Skeleton h={200} />
        </Stack>
      }
    >
      {(staff) =>
        staff.role === 'admin' && staff.session.acting_role === null ? (
          <PasskeyStep staff={staff} />
        ) : (
          <div className="console">
            <a href="#main" className="skip-link">
              <Trans>Skip to content</Trans>
            </a>
            <aside className="console-sidebar">
              <div className="console-brand">
                <BrandMark />
                <span>
                  <Trans>Club staff</Trans>
                </span>
              </div>
              <nav aria-label={t`Console areas`} className="console-nav">
                {areasFor(staff.session.acting_role).map((area) => (
                  <ConsoleLink
                    key={area.id}
                    to={area.path}
                    className="console-nav-link"
                    aria-current={current === area.id ? 'page' : undefined}
                  >
                    {i18n._(area.label)}
                  </ConsoleLink>
                ))}
              </nav>
              <div className="console-account">
                <Text fw={700} size="sm" lineClamp={1} title={staff.email}>
                  {staff.name || staff.email}
                </Text>
                <div>
                  <ToneBadge tone="info">{i18n._(ROLE_LABELS[staff.role])}</ToneBadge>
                </div>
                <LanguageSelect size="sm" onChoose={(locale) => void activateStaffLocale(locale, { remember: true })} />
                <Button
                  variant="default"
                  size="sm"
                  h={44}
                  leftSection={<IconLogout size={18} aria-hidden />}
                  onClick={() => void signOut()}
                >
                  <Trans>Sign out</Trans>
                </Button>
              </div>
            </aside>
            <main id="main" tabIndex={-1} className="console-main">
              <Outlet />
            </main>
          </div>
        )
      }
    </QueryState>
  );
}
