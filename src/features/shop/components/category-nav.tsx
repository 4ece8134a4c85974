import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { Category } from '#contract/shop.ts';

type CategoryItem = v.InferOutput<typeof Category>;

interface CategoryNavProps {
  categories: CategoryItem[];
  current: string | undefined;
  onPick?: () => void;
}

/** "All" and the region's categories; the current one is marked (aria-current and filled). */
export function CategoryNav({ categories, current, onPick }: CategoryNavProps) {
  const { t } = useLingui();
  const items = [{ slug: undefined, name: t({ message: 'All', context: 'shop categories' }) }, ...categories];
  return (
    <nav aria-label={t`Shop categories`}>
      <Stack gap={4}>
        {items.map((item) => {
          const active = item.slug === current;
          return (
            <Button
              key={item.slug ?? 'all'}
              renderRoot={(props) => <Link {...props} to="/shop" search={item.slug ? { category: item.slug } : {}} />}
              variant={active ? 'filled' : 'subtle'}
              justify="flex-start"
              h="auto"
              mih={44}
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              aria-current={active ? 'page' : undefined}
              onClick={onPick}
            >
              {item.name}
            </Button>
          );
        })}
      </Stack>
    </nav>
  );
}
