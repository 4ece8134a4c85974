import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { shopCategories, shopProduct, shopProducts } from '#contract/shop.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Content of the shop: fresh for 10 minutes (spec), then refetched in the background; kept for offline. */
const CONTENT_STALE_MS = 10 * 60_000;

/** The spec's voucher filter (`?category=voucher`) is the voucher product type, not a category slug. */
export const VOUCHER_FILTER = 'voucher';

export function shopCategoriesQuery() {
  return queryOptions({
    queryKey: ['shop', 'categories'],
    queryFn: ({ signal }) => callApi(shopCategories, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function shopProductsQuery(category: string | undefined, page: number) {
  const filter = category === VOUCHER_FILTER ? { type: 'voucher' as const } : category ? { categories: category } : {};
  return queryOptions({
    queryKey: ['shop', 'products', category ?? 'all', page],
    queryFn: ({ signal }) => callApi(shopProducts, { query: { ...filter, page: String(page) }, signal }),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function shopProductQuery(uuid: string) {
  return queryOptions({
    queryKey: ['shop', 'product', uuid],
    queryFn: ({ signal }) => callApi(shopProduct, { params: { uuid }, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}
