import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack, Text } from '@mantine/core';

export interface GapQuery {
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/** Loading, offline without a saved copy, or failed: said in words, with a way to try again. */
export function QueryGap({ query, height }: { query: GapQuery; height: number }) {
  const { t } = useLingui();
  if (query.fetchStatus === 'fetching')
    return <Skeleton h={height} radius="md" role="status" aria-label={t`Loading`} />;
  if (query.fetchStatus === 'paused')
    return (
      <Text role="status">
        <Trans>Not saved on this device yet. This part loads when the signal is back.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text>
        <Trans>This part could not be loaded.</Trans>
      </Text>
      <Button variant="light" h={44} onClick={() => void query.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
