import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InstallButton } from '../lib/pwa/components/install-button.tsx';
import { SignedInPwa } from '../lib/pwa/components/signed-in-pwa.tsx';
import { LanguageSelect } from './language-select.tsx';
import { OfflineBanner } from './outbox/offline-banner.tsx';
import { OutboxRefusals } from './outbox/outbox-refusals.tsx';
import { OutboxStatus } from './outbox/outbox-status.tsx';

interface SignedInLayoutProps {
  firstName: string;
  userName: string;
  companyPoints: number;
  /** Who emulates this session, when an administrator does. */
  emulatedBy: string | null;
  onLogout: () => void;
  children: ReactNode;
}

export function SignedInLayout({
  firstName,
  userName,
  companyPoints,
  emulatedBy,
  onLogout,
  children,
}: SignedInLayoutProps) {
  const { t } = useLingui();
  return (
    <>
      <OfflineBanner />
      {emulatedBy && (
        <Alert role="status" color="orange" variant="filled" radius={0}>
          <Trans>Emulated session: {emulatedBy} is using the club as this user.</Trans>
        </Alert>
      )}
      <header className="app-header">
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Link to="/" className="app-logo">
              <Trans>Installer Club</Trans>
            </Link>
            <Group gap="md" wrap="nowrap">
              <InstallButton />
              <Text fw={700} className="nowrap">
                <Plural value={companyPoints} one="# point" other="# points" />
              </Text>
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default" size="md" aria-label={t`User menu: ${userName}`}>
                    {firstName}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>{userName}</Menu.Label>
                  <Menu.Item onClick={onLogout}>
                    <Trans>Log out</Trans>
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
          <Group justify="space-between" wrap="wrap" mt="sm" gap="sm">
            <Group component="nav" aria-label={t`Main`} gap="xs">
              <Button component={Link} to="/" variant="subtle" size="md">
                <Trans>Home</Trans>
              </Button>
              <Button component={Link} to="/projects" variant="subtle" size="md">
                <Trans>Projects</Trans>
              </Button>
            </Group>
            <OutboxStatus />
          </Group>
        </Container>
      </header>
      <Container size="lg" py="xl" component="main">
        <OutboxRefusals />
        {children}
      </Container>
      <footer>
        <Container size="lg" py="lg">
          <LanguageSelect />
        </Container>
      </footer>
      <SignedInPwa />
    </>
  );
}
