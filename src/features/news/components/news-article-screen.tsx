import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Typography.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Image, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryState } from '#src/components/query-state.tsx';
import { TapToPlayVideo } from '#src/components/tap-to-play-video.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { sanitizeHtml } from '#src/lib/html/sanitize-html.ts';
import { newsItemQuery } from '../api/news-queries.ts';
import { NewsGallery } from './news-gallery.tsx';

const ARTICLE_SKELETON = (
  <Stack>
    <Skeleton h={36} w="80%" />
    <Skeleton h={200} />
  </Stack>
);

export function NewsArticleScreen({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const query = useQuery(newsItemQuery(uuid));
  const item = query.data;
  usePageTitle(item?.content.title ?? t`News`);
  // Staff write the body as HTML: it is sanitised before it reaches the page, never rendered as it came.
  const body = useMemo(() => (item ? sanitizeHtml(item.content.text) : ''), [item]);
  const updatedOn = item ? formatDate(item.updated_at) : '';
  return (
    <Stack gap="md" component="article" maw={760}>
      <QueryState query={query} skeleton={ARTICLE_SKELETON} notFound={<Trans>This article is not available.</Trans>}>
        {(article) => (
          <>
            <Title order={1}>{article.content.title}</Title>
            <Text c="dimmed">
              <Trans>Updated {updatedOn}</Trans>
            </Text>
            {article.media && <Image src={article.media.l} alt="" radius="md" />}
            {article.content.youtube && (
              <TapToPlayVideo youtubeId={article.content.youtube} title={article.content.title} />
            )}
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
              <div className="news-body" dangerouslySetInnerHTML={{ __html: body }} />
            </Typography>
            <NewsGallery images={article.other_images} title={article.content.title} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
