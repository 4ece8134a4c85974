import '@mantine/core/styles/ThemeIcon.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { TapToPlayVideo } from '#src/components/tap-to-play-video.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { resourceListQuery, tutorialListQuery } from '../api/resource-queries.ts';
import { ResourceTile } from './resource-tile.tsx';

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

export function ResourcesScreen() {
  const { t } = useLingui();
  usePageTitle(t`Resources`);
  const resources = useQuery(resourceListQuery());
  const tutorials = useQuery(tutorialListQuery());
  return (
    <Stack gap="xl">
      <Title order={1}>
        <Trans>Resources</Trans>
      </Title>
      <Stack gap="md" component="section" aria-labelledby="resources-links">
        <Title order={2} size="h3" id="resources-links">
          <Trans>Useful links</Trans>
        </Title>
        <QueryState
          query={resources}
          inline
          copyAge
          skeleton={<CardsSkeleton count={3} height={96} cols={{ base: 1, sm: 2, lg: 3 }} />}
        >
          {(links) =>
            links.length === 0 ? (
              <Text>
                <Trans>No links for your region yet.</Trans>
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={listReset}>
                {links.map((resource) => (
                  <li key={resource.uuid}>
                    <ResourceTile resource={resource} />
                  </li>
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="resources-videos">
        <Title order={2} size="h3" id="resources-videos">
          <Trans>Video tutorials</Trans>
        </Title>
        <QueryState query={tutorials} inline skeleton={<CardsSkeleton height={200} />}>
          {({ data }) => {
            const videos = data.filter((item) => item.content.youtube);
            return videos.length === 0 ? (
              <Text>
                <Trans>No video tutorials yet.</Trans>
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={listReset} spacing="lg">
                {videos.map((video) => (
                  <li key={video.uuid}>
                    <Stack gap="xs">
                      <TapToPlayVideo youtubeId={video.content.youtube!} title={video.content.title} />
                      <Text fw={700}>{video.content.title}</Text>
                      {video.content.excerpt && <Text c="dimmed">{video.content.excerpt}</Text>}
                    </Stack>
                  </li>
                ))}
              </SimpleGrid>
            );
          }}
        </QueryState>
      </Stack>
    </Stack>
  );
}
