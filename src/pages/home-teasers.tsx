import '@mantine/core/styles/Image.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContentItem } from '#contract/content.ts';
import type { Product } from '#contract/shop.ts';
import { TapToPlayVideo } from '#src/components/tap-to-play-video.tsx';
import { NewsCard } from '#src/features/news/components/news-card.tsx';
import { PriceLabel } from '#src/features/shop/components/price-label.tsx';
import { ProductCard } from '#src/features/shop/components/product-card.tsx';

export const VOUCHER_TEXT_MAX = 300;

/** The spec's voucher description cut: at most 300 characters, on a word boundary when there is one. */
export function shortenVoucherText(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= VOUCHER_TEXT_MAX) return plain;
  const cut = plain.slice(0, VOUCHER_TEXT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > VOUCHER_TEXT_MAX * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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

export function VoucherTeasers({ vouchers }: { vouchers: Product[] }) {
  return (
    <ul className="teaser-row teaser-row-two" data-scroll-x>
      {vouchers.map((voucher) => (
        <li key={voucher.uuid}>
          <Card
            withBorder
            padding="md"
            h="100%"
            className="shop-card"
            renderRoot={(props) => <Link {...props} to="/shop/$uuid" params={{ uuid: voucher.uuid }} />}
          >
            <Group wrap="nowrap" align="flex-start" gap="md">
              {voucher.thumbnail && <Image src={voucher.thumbnail} alt="" w={72} h={72} fit="contain" radius="sm" />}
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {voucher.name}
                </Text>
                <Text fw={700} c="brand.8">
                  <PriceLabel min={voucher.prices.min} max={voucher.prices.max} />
                </Text>
                {voucher.description && (
                  <Text size="sm" className="teaser-text">
                    {shortenVoucherText(voucher.description)}
                  </Text>
                )}
              </Stack>
            </Group>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function ProductTeasers({ products }: { products: Product[] }) {
  return (
    <ul className="teaser-row teaser-row-narrow" data-scroll-x>
      {products.map((product) => (
        <li key={product.uuid}>
          <ProductCard product={product} />
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
          <NewsCard item={item} headingOrder={3} />
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
