import { Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProductTile } from '#contract/shop.ts';
import { type PictureSource, ProductPicture } from '#src/components/product-picture.tsx';
import { AffordLabel } from './afford-label.tsx';
import { PriceLabel } from './price-label.tsx';
import { StockLabel } from './stock-label.tsx';

/** How wide a tile's picture shows in the shop's grid: half a phone, a third of the list beside the categories. */
export const GRID_PICTURE_SIZES = '(min-width: 48em) 280px, 50vw';

/** The product's first picture as the picture component takes it, or null when it has none. */
export function firstPicture(product: Pick<ProductTile, 'images' | 'thumbnail'>): PictureSource | null {
  const first = [...product.images].sort((a, b) => a.position - b.position)[0];
  if (first) return { src: first.thumbnail, picture: first.picture };
  return product.thumbnail ? { src: product.thumbnail } : null;
}

export interface ProductCardProps {
  product: ProductTile;
  /** The company's points (asked once by the list, not by each tile); undefined until known. */
  points: number | undefined;
  /** The tiles of the first screen load their picture at once; the others when they come near. */
  eager?: boolean;
  sizes?: string;
}

/** One product in the grid, with whether the company can afford it; the whole card is the link to its page. */
export function ProductCard({ product, points, eager = false, sizes = GRID_PICTURE_SIZES }: ProductCardProps) {
  return (
    <Card
      withBorder
      padding="sm"
      renderRoot={(props) => <Link {...props} to="/shop/$uuid" params={{ uuid: product.uuid }} />}
      className="shop-card"
      style={{ height: '100%' }}
    >
      <Card.Section>
        <ProductPicture source={firstPicture(product)} sizes={sizes} eager={eager} />
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
