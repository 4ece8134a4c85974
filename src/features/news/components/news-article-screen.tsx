import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Typography.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Image, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TapToPlayVideo } from '#src/components/tap-to-play-video.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { sanitizeHtml } from '#src/lib/html/sanitize-html.ts';
import { isApiError } from '#src/lib/http/api-error.ts';
import { newsItemQuery } from '../api/news-queries.ts';
import { NewsGallery } from './news-gallery.tsx';

export function NewsArticleScreen({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const query = useQuery(newsItemQuery(uuid));
  const item = query.data;
  usePageTitle(item?.content.title ?? t`News`);
  // Staff write the body as HTML: it is sanitised before it reaches the page, never rendered as it came.
  const body = useMemo(() => (item ? sanitizeHtml(item.content.text) : ''), [item]);
  const updatedOn = item ? formatDate(item.updated_at) : '';
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <Stack gap="md" component="article" maw={760}>
      {query.isPending && query.fetchStatus === 'fetching' && (
        <Stack role="status" aria-label={t`Loading the article`}>
          <Skeleton h={36} w="80%" />
          <Skeleton h={200} />
        </Stack>
      )}
      {query.isPending && query.fetchStatus === 'paused' && (
        <Text role="status">
          <Trans>This article is not saved on this device yet. It will load when the signal is back.</Trans>
        </Text>
      )}
      {query.isError && !item && (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text>
            {missing ? <Trans>This article is not available.</Trans> : <Trans>The article could not be loaded.</Trans>}
          </Text>
          {!missing && (
            <Button variant="light" h={44} onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Stack>
      )}
      {item && (
        <>
          <Title order={1}>{item.content.title}</Title>
          <Text c="dimmed">
            <Trans>Updated {updatedOn}</Trans>
          </Text>
          {item.media && <Image src={item.media.l} alt="" radius="md" />}
          {item.content.youtube && <TapToPlayVideo youtubeId={item.content.youtube} title={item.content.title} />}
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
            <div className="news-body" dangerouslySetInnerHTML={{ __html: body }} />
          </Typography>
          <NewsGallery images={item.other_images} title={item.content.title} />
        </>
      )}
    </Stack>
  );
}
