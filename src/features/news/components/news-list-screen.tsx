import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageControls } from '#src/components/page-controls.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { newsListQuery } from '../api/news-queries.ts';
import { NewsCard } from './news-card.tsx';

export function NewsListScreen({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  usePageTitle(t`News`);
  const query = useQuery(newsListQuery(page));
  const items = query.data?.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>News</Trans>
      </Title>
      {query.isPending && query.fetchStatus === 'fetching' && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t`Loading news`}>
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {query.isPending && query.fetchStatus === 'paused' && (
        <Text role="status">
          <Trans>The news are not saved on this device yet. They will load when the signal is back.</Trans>
        </Text>
      )}
      {query.isError && !query.data && (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text>
            <Trans>The news could not be loaded.</Trans>
          </Text>
          <Button variant="light" h={44} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      )}
      {query.isSuccess && items.length === 0 && (
        <Text>
          <Trans>No news in your region yet.</Trans>
        </Text>
      )}
      {items.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item) => (
            <li key={item.uuid}>
              <NewsCard item={item} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <PageControls page={page} lastPage={query.data?.meta.last_page ?? 1} onPage={onPage} />
    </Stack>
  );
}
