import '@mantine/core/styles/Image.css';
import { Card, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Product } from '#contract/shop.ts';
import { useCompanyPoints } from '#src/session/use-company-points.ts';
import { AffordLabel } from './afford-label.tsx';
import { PriceLabel } from './price-label.tsx';
import { StockLabel } from './stock-label.tsx';

/** One product in the grid, with whether the company can afford it; the whole card is the link to its page. */
export function ProductCard({ product }: { product: Product }) {
  const points = useCompanyPoints();
  return (
    <Card
      withBorder
      padding="sm"
      renderRoot={(props) => <Link {...props} to="/shop/$uuid" params={{ uuid: product.uuid }} />}
      className="shop-card"
      style={{ height: '100%' }}
    >
      <Card.Section>
        <Image src={product.thumbnail ?? undefined} alt="" h={140} fit="contain" fallbackSrc="" bg="gray.1" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Text>
        <Text fw={700} c="brand.8">
          <PriceLabel min={product.prices.min} max={product.prices.max} />
        </Text>
        <AffordLabel price={product.prices.min} points={points} />
        <Text size="sm" c="dimmed">
          <StockLabel stock={product.stock} />
        </Text>
      </Stack>
    </Card>
  );
}
