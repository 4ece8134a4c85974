import '@mantine/core/styles/Image.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageControls } from '#src/components/page-controls.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { newsListQuery } from '../api/news-queries.ts';
import { NewsCard } from './news-card.tsx';

export function NewsListScreen({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  usePageTitle(t`News`);
  const query = useQuery(newsListQuery(page));
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>News</Trans>
      </Title>
      <QueryState query={query} skeleton={<CardsSkeleton count={3} height={260} cols={{ base: 1, sm: 2, lg: 3 }} />}>
        {({ data: items }) =>
          items.length === 0 ? (
            <Text>
              <Trans>No news in your region yet.</Trans>
            </Text>
          ) : (
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
          )
        }
      </QueryState>
      <PageControls page={page} lastPage={query.data?.meta.last_page ?? 1} onPage={onPage} />
    </Stack>
  );
}
