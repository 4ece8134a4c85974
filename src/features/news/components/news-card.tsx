import '@mantine/core/styles/Image.css';
import { Card, Image, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ContentItem } from '#contract/content.ts';
import { formatDate } from '#src/lib/format/format-date.ts';

/**
 * A news item as a card linking to the article; its title is a heading of the given level. A teaser (home's row)
 * leaves the excerpt to the article.
 */
export function NewsCard({
  item,
  headingOrder = 2,
  excerpt = true,
}: {
  item: ContentItem;
  headingOrder?: 2 | 3;
  excerpt?: boolean;
}) {
  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      renderRoot={(props) => <Link {...props} to="/news/$uuid" params={{ uuid: item.uuid }} />}
    >
      {item.media && (
        <Card.Section mb="sm">
          <Image src={item.media.thumbnail} alt="" fit="cover" style={{ aspectRatio: '16 / 9' }} />
        </Card.Section>
      )}
      <Text size="sm" c="dimmed">
        {formatDate(item.updated_at)}
      </Text>
      <Title order={headingOrder} size="h4" mt={4}>
        {item.content.title}
      </Title>
      {excerpt && item.content.excerpt && (
        <Text mt="xs" lineClamp={3}>
          {item.content.excerpt}
        </Text>
      )}
    </Card>
  );
}
