import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cartLookup, shopCategories, shopProduct, shopProducts } from '#contract/shop.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { shopContentKey } from '#src/lib/query/shop-content-key.ts';

/** Content of the shop: fresh for 10 minutes (spec), then refetched in the background; kept for offline. */
const CONTENT_STALE_MS = 10 * 60_000;

/** The spec's voucher filter (`?category=voucher`) is the voucher product type, not a category slug. */
export const VOUCHER_FILTER = 'voucher';

/** The shop's query keys, under the root a placed order refreshes (shopContentKey). The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const shopKeys = {
  all: shopContentKey,
  categories: () => [...shopContentKey, 'categories'] as const,
  products: (category: string | undefined, page: number) =>
    [...shopContentKey, 'products', category ?? 'all', page] as const,
  product: (uuid: string) => [...shopContentKey, 'product', uuid] as const,
  /** One variant as the shop sells it now (a direct order's checkout). */
  variant: (uuid: string) => [...shopContentKey, 'variant', uuid] as const,
};

export function shopCategoriesQuery() {
  return queryOptions({
    queryKey: shopKeys.categories(),
    queryFn: ({ signal }) => callApi(shopCategories, { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function shopProductsQuery(category: string | undefined, page: number) {
  const filter = category === VOUCHER_FILTER ? { type: 'voucher' as const } : category ? { categories: category } : {};
  return queryOptions({
    queryKey: shopKeys.products(category, page),
    queryFn: ({ signal }) => callApi(shopProducts, { query: { ...filter, page: String(page) }, signal }),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function shopProductQuery(uuid: string) {
  return queryOptions({
    queryKey: shopKeys.product(uuid),
    queryFn: ({ signal }) => callApi(shopProduct, { params: { uuid }, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** One variant as the shop sells it now (a direct order does not go through the cart). */
export function shopVariantQuery(uuid: string) {
  return queryOptions({
    queryKey: shopKeys.variant(uuid),
    queryFn: ({ signal }) => callApi(cartLookup, { query: { uuids: uuid }, signal }),
  });
}
