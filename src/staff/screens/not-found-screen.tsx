import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';

export function NotFoundScreen() {
  const { t } = useLingui();
  useConsoleTitle(t`Page not found`);
  return (
    <Stack p="xl" gap="md" component="main" id="main">
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text>
        <Trans>The console has no page at this address.</Trans>
      </Text>
      <ConsoleLink to="/">
        <Trans>Go to the dashboard</Trans>
      </ConsoleLink>
    </Stack>
  );
}
