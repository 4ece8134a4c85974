import '@mantine/core/styles/Drawer.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageControls } from '#src/components/page-controls.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useCompanyPoints } from '#src/session/use-company-points.ts';
import { shopCategoriesQuery, shopProductsQuery, VOUCHER_FILTER } from '../api/shop-queries.ts';
import { CategoryNav } from './category-nav.tsx';
import { ProductCard } from './product-card.tsx';
import { ClubCardPromo, VerifyEmailNotice } from './shop-notices.tsx';

export interface ShopScreenProps {
  category: string | undefined;
  page: number;
  onPage: (page: number) => void;
  emailVerified: boolean;
  showCardPromo: boolean;
}

const GRID = { base: 2, sm: 3 };
/** Tiles whose picture is on the first screen (two rows on a phone, the first row and more beside the categories). */
const EAGER_TILES = 4;

export function ShopScreen({ category, page, onPage, emailVerified, showCardPromo }: ShopScreenProps) {
  const { t } = useLingui();
  const [drawer, setDrawer] = useState(false);
  const categories = useQuery(shopCategoriesQuery());
  const products = useQuery(shopProductsQuery(category, page));
  const points = useCompanyPoints();
  const list = categories.data?.categories ?? [];
  const categoryName =
    category === VOUCHER_FILTER ? t`Vouchers` : (list.find((c) => c.slug === category)?.name ?? undefined);
  const heading = categoryName ?? t`Shop`;
  usePageTitle(heading);
  const total = products.data?.meta.total ?? 0;
  const nav = <CategoryNav categories={list} current={category} onPick={() => setDrawer(false)} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={0}>
          <Title order={1}>{heading}</Title>
          {products.data && (
            <Text c="dimmed" role="status">
              <Plural value={total} one="# product" other="# products" />
            </Text>
          )}
        </Stack>
        <Button
          hiddenFrom="sm"
          variant="default"
          h={44}
          leftSection={<IconCategory size={20} aria-hidden />}
          onClick={() => setDrawer(true)}
        >
          <Trans>Categories</Trans>
        </Button>
      </Group>
      {!emailVerified && <VerifyEmailNotice />}
      {showCardPromo && <ClubCardPromo />}
      <Drawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        title={t`Categories`}
        position="left"
        size="xs"
        closeButtonProps={{ 'aria-label': t`Close the categories` }}
      >
        {nav}
      </Drawer>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box visibleFrom="sm" w={220} style={{ flexShrink: 0 }}>
          {nav}
        </Box>
        <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
          <QueryState query={products} skeleton={<CardsSkeleton count={6} height={240} cols={GRID} />}>
            {({ data: items }) =>
              items.length === 0 ? (
                <Stack gap="xs" align="flex-start">
                  <Text>
                    <Trans>No products here yet.</Trans>
                  </Text>
                  <Button component={Link} to="/shop" variant="light" h={44}>
                    <Trans>Show all products</Trans>
                  </Button>
                </Stack>
              ) : (
                <SimpleGrid
                  cols={GRID}
                  spacing="md"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label={t`Products`}
                >
                  {items.map((product, index) => (
                    <li key={product.uuid}>
                      <ProductCard product={product} points={points} eager={index < EAGER_TILES} />
                    </li>
                  ))}
                </SimpleGrid>
              )
            }
          </QueryState>
          <PageControls page={page} lastPage={products.data?.meta.last_page ?? 1} onPage={onPage} />
        </Stack>
      </Group>
    </Stack>
  );
}
