import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { configProbeQuery } from '../api/config-probe-query.ts';

/** Shown while the server answers 503; leaves by itself (onBack) once the config call answers. */
export function MaintenanceScreen({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  usePageTitle(t`The club is under maintenance`);
  const probe = useQuery(configProbeQuery());
  const isBack = probe.isSuccess;

  useEffect(() => {
    if (isBack) onBack();
  }, [isBack, onBack]);

  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>The club is under maintenance</Trans>
        </Title>
        <Text size="lg">
          <Trans>
            We are working on it. This page checks every minute and takes you back as soon as the club is available.
          </Trans>
        </Text>
      </Stack>
    </Container>
  );
}
