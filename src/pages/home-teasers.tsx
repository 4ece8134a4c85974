import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContentItem } from '#contract/content.ts';
import type { ProductTile } from '#contract/shop.ts';
import { TapToPlayVideo } from '#src/components/tap-to-play-video.tsx';
import { NewsCard } from '#src/features/news/components/news-card.tsx';
import { ProductCard } from '#src/features/shop/components/product-card.tsx';
import { useCompanyPoints } from '#src/session/use-company-points.ts';

/** A home section: a heading, its "all" link, and its content. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: ReactNode;
  more?: { to: string; label: ReactNode };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} fw={700} className="big-link">
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/** A teaser tile's picture: under half a phone's width, a sixth of a wide screen (home.css's .teaser-row-narrow). */
const TEASER_PICTURE_SIZES = '(min-width: 62em) 200px, 45vw';

/** The shop's teasers on home, below the fold on a phone: their pictures load as the row comes near. */
export function ProductTeasers({ products }: { products: ProductTile[] }) {
  const points = useCompanyPoints();
  return (
    <ul className="teaser-row teaser-row-narrow" data-scroll-x>
      {products.map((product) => (
        <li key={product.uuid}>
          <ProductCard product={product} points={points} sizes={TEASER_PICTURE_SIZES} />
        </li>
      ))}
    </ul>
  );
}

export function NewsTeasers({ items }: { items: ContentItem[] }) {
  return (
    <ul className="teaser-row" data-scroll-x>
      {items.map((item) => (
        <li key={item.uuid}>
          <NewsCard item={item} headingOrder={3} excerpt={false} />
        </li>
      ))}
    </ul>
  );
}

export function VideoTeasers({ items }: { items: ContentItem[] }) {
  const videos = items.filter((item) => item.content.youtube);
  if (videos.length === 0)
    return (
      <Text>
        <Trans>No video tutorials yet.</Trans>
      </Text>
    );
  return (
    <ul className="teaser-row" data-scroll-x>
      {videos.map((video) => (
        <li key={video.uuid}>
          <Stack gap="xs">
            <TapToPlayVideo youtubeId={video.content.youtube!} title={video.content.title} />
            <Text fw={700}>{video.content.title}</Text>
          </Stack>
        </li>
      ))}
    </ul>
  );
}
