import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
  const videos = (tutorials.data?.data ?? []).filter((item) => item.content.youtube);
  return (
    <Stack gap="xl">
      <Title order={1}>
        <Trans>Resources</Trans>
      </Title>
      <Stack gap="md" component="section" aria-labelledby="resources-links">
        <Title order={2} size="h3" id="resources-links">
          <Trans>Useful links</Trans>
        </Title>
        {resources.isPending && resources.fetchStatus === 'fetching' && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t`Loading the links`}>
            {[1, 2, 3].map((i) => (
              <Skeleton key={i} h={96} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {resources.isPending && resources.fetchStatus === 'paused' && (
          <Text role="status">
            <Trans>The links are not saved on this device yet. They will load when the signal is back.</Trans>
          </Text>
        )}
        {resources.isError && !resources.data && (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text>
              <Trans>The links could not be loaded.</Trans>
            </Text>
            <Button variant="light" h={44} onClick={() => void resources.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        )}
        {resources.data && resources.data.length === 0 && (
          <Text>
            <Trans>No links for your region yet.</Trans>
          </Text>
        )}
        {resources.data && resources.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={listReset}>
            {resources.data.map((resource) => (
              <li key={resource.uuid}>
                <ResourceTile resource={resource} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="resources-videos">
        <Title order={2} size="h3" id="resources-videos">
          <Trans>Video tutorials</Trans>
        </Title>
        {tutorials.isPending && tutorials.fetchStatus === 'fetching' && (
          <Skeleton h={200} radius="md" role="status" aria-label={t`Loading the videos`} />
        )}
        {tutorials.isError && !tutorials.data && (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text>
              <Trans>The videos could not be loaded.</Trans>
            </Text>
            <Button variant="light" h={44} onClick={() => void tutorials.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        )}
        {tutorials.isSuccess && videos.length === 0 && (
          <Text>
            <Trans>No video tutorials yet.</Trans>
          </Text>
        )}
        {videos.length > 0 && (
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
        )}
      </Stack>
    </Stack>
  );
}
