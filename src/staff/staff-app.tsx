import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Container, MantineProvider, Stack, Title } from '@mantine/core';
import { LanguageSelect } from '#src/components/language-select.tsx';
import { theme } from '#src/theme.ts';
import { activateStaffLocale } from './staff-i18n.ts';

export function StaffApp() {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <Container size="xs" py="xl">
          <Stack component="main">
            <Title order={1}>
              <Trans>Staff console</Trans>
            </Title>
            <LanguageSelect onChoose={(locale) => void activateStaffLocale(locale, { remember: true })} />
          </Stack>
        </Container>
      </MantineProvider>
    </I18nProvider>
  );
}
