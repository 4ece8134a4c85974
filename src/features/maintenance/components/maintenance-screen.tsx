import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text, Title } from '@mantine/core';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AnonymousLayout } from '#src/components/anonymous-layout.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { configProbeQuery } from '../api/config-probe-query.ts';

/**
 * Shown while the server answers 503, in the club's frame (logo, language): says what is happening, checks every
 * minute by itself and offers Try again; leaves by itself (onBack) once the config call answers.
 */
export function MaintenanceScreen({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  usePageTitle(t`The club is under maintenance`);
  const probe = useQuery(configProbeQuery());
  const isBack = probe.isSuccess;

  useEffect(() => {
    if (isBack) onBack();
  }, [isBack, onBack]);

  return (
    <AnonymousLayout>
      <IconTool size={56} stroke={1.5} aria-hidden className="maintenance-icon" />
      <Title order={1}>
        <Trans>The club is under maintenance</Trans>
      </Title>
      <Text size="lg">
        <Trans>
          We are working on it. This page checks every minute and takes you back as soon as the club is available.
        </Trans>
      </Text>
      <div>
        <Button
          size="lg"
          leftSection={<IconRefresh size={20} aria-hidden />}
          loading={probe.isFetching}
          onClick={() => void probe.refetch()}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
      {probe.isError && !probe.isFetching && (
        <Text c="dimmed" role="status">
          <Trans>Not yet. We will keep checking.</Trans>
        </Text>
      )}
    </AnonymousLayout>
  );
}
