import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSelect } from './language-select.tsx';

export function AnonymousLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="app-header">
        <Container size="sm" py="sm">
          <Group justify="space-between" align="flex-end">
            <span className="app-logo">
              <img src="/favicon.svg" alt="" width={36} height={36} />
              <Trans>Installer Club</Trans>
            </span>
            <LanguageSelect />
          </Group>
        </Container>
      </header>
      <Container size="sm" py="xl" component="main" id="main" tabIndex={-1}>
        <Stack gap="lg">{children}</Stack>
      </Container>
    </>
  );
}
