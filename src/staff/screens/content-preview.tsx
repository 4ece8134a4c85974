import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Typography.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Image, Modal, NativeSelect, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { useMemo, useState } from 'react';
import { TapToPlayVideo } from '#src/components/tap-to-play-video.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { sanitizeHtml } from '#src/lib/html/sanitize-html.ts';
import { languageName } from '../frame/language-name.ts';

export interface PreviewArticle {
  versions: Record<string, { title: string; excerpt: string; body: string }>;
  youtube: string | null;
  picture: { thumbnail: string; l: string } | null;
  gallery: { uuid: string; s: string; l: string }[];
}

/**
 * The article as an installer's app draws it (src/features/news: title, date, picture, video, the text sanitised by
 * DOMPurify, the gallery), in one of its languages.
 */
export function ContentPreview({
  article,
  language,
  onClose,
}: {
  article: PreviewArticle;
  language: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const languages = Object.keys(article.versions);
  const [shown, setShown] = useState(languages.includes(language) ? language : (languages[0] ?? 'en'));
  const version = article.versions[shown];
  const body = useMemo(() => sanitizeHtml(version?.body ?? ''), [version]);
  const today = formatDate(new Date());
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Preview as installers see it`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size="lg"
    >
      <Stack gap="md">
        {languages.length > 1 && (
          <NativeSelect
            label={t`Language`}
            size="md"
            value={shown}
            onChange={(event) => setShown(event.currentTarget.value)}
            data={languages.map((code) => ({ value: code, label: languageName(code, i18n.locale) }))}
          />
        )}
        <Stack gap="md" component="article" lang={shown} className="content-preview">
          <Title order={2}>{version?.title ?? ''}</Title>
          <Text c="dimmed">
            <Trans>Updated {today}</Trans>
          </Text>
          {article.picture && <Image src={article.picture.l} alt="" radius="md" />}
          {article.youtube && <TapToPlayVideo youtubeId={article.youtube} title={version?.title ?? ''} />}
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above, as the app does */}
            <div className="news-body" dangerouslySetInnerHTML={{ __html: body }} />
          </Typography>
          {article.gallery.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {article.gallery.map((picture, index) => (
                <Image key={picture.uuid} src={picture.s} alt={t`Gallery picture ${index + 1}`} radius="sm" />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
