import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '#contract/shop.ts';
import { QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { shopProductQuery } from '../api/shop-queries.ts';
import { BuyBox, type BuyBoxProps } from './buy-box.tsx';
import { PriceLabel } from './price-label.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { StockLabel } from './stock-label.tsx';

/** Voucher descriptions are cut at 300 characters (spec). */
export const VOUCHER_DESCRIPTION_MAX = 300;

export function shownDescription(product: Pick<Product, 'type' | 'description'>): string {
  const text = product.description;
  if (product.type !== 'voucher' || text.length <= VOUCHER_DESCRIPTION_MAX) return text;
  return `${text.slice(0, VOUCHER_DESCRIPTION_MAX).trimEnd()}…`;
}

type BuyingProps = Omit<BuyBoxProps, 'product'> & {
  /** The personalised product's form, given by the route (the personalisation feature; docs/decisions/0270). */
  personalisation: (product: Product) => ReactNode;
};
type ProductScreenProps = { uuid: string } & BuyingProps;

function Buying({ product, personalisation, ...buy }: { product: Product } & BuyingProps) {
  if (!product.active || !product.is_visible) {
    return (
      <Alert color="yellow" variant="light" role="status">
        <Trans>This product is no longer available in the shop.</Trans>
      </Alert>
    );
  }
  if (product.type === 'personalised') return personalisation(product);
  if (product.type === 'card') {
    return (
      <Button component={Link} to="/shop/club-card" h={48}>
        <Trans>Order the club card</Trans>
      </Button>
    );
  }
  return <BuyBox product={product} {...buy} />;
}

const PRODUCT_SKELETON = (
  <Grid gap="xl">
    <Grid.Col span={{ base: 12, md: 6 }}>
      <Skeleton h={320} radius="md" />
    </Grid.Col>
    <Grid.Col span={{ base: 12, md: 6 }}>
      <Stack gap="md">
        <Skeleton h={36} w="80%" />
        <Skeleton h={24} w="40%" />
        <Skeleton h={120} />
      </Stack>
    </Grid.Col>
  </Grid>
);

export function ProductScreen({ uuid, ...buy }: ProductScreenProps) {
  const { t } = useLingui();
  const query = useQuery(shopProductQuery(uuid));
  usePageTitle(query.data?.name ?? t`Product`);
  return (
    <Stack gap="md">
      <QueryState query={query} skeleton={PRODUCT_SKELETON} notFound={<Trans>This product is not in the shop.</Trans>}>
        {(product) => <ProductView product={product} {...buy} />}
      </QueryState>
      {!query.data && (
        <Anchor component={Link} to="/shop">
          <Trans>Back to the shop</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

function ProductView({ product, ...buy }: { product: Product } & BuyingProps) {
  const sku = product.sku;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <ProductGallery images={product.images} name={product.name} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>SKU: {sku}</Trans>
            </Text>
          </Stack>
          <Text size="xl" fw={700}>
            <PriceLabel min={product.prices.min} max={product.prices.max} />
          </Text>
          {(product.type === 'personalised' || product.type === 'card') && (
            <Text size="sm">
              <StockLabel stock={product.stock} />
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-line' }}>{shownDescription(product)}</Text>
          <Buying product={product} {...buy} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
