import { queryOptions } from '@tanstack/react-query';
import { contentList } from '#contract/content.ts';
import { settings } from '#contract/settings.ts';
import { shopProducts } from '#contract/shop.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Home's content is fresh for 10 minutes (the spec); once seen it stays on the device for offline (0119). */
const FRESH_MS = 10 * 60_000;

/** Home's query keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const homeKeys = {
  settings: () => ['settings'] as const,
  /** Under 'news', beside the news feature's own. */
  stickyNews: () => ['news', 'sticky'] as const,
  latest: (type: 'news' | 'tutorial') => ['home', 'latest', type] as const,
  shop: (kind: 'vouchers' | 'sticky') => ['home', 'shop', kind] as const,
};

/** The region's slider pictures and welcome points. */
export function settingsQuery() {
  return queryOptions({
    queryKey: homeKeys.settings(),
    queryFn: ({ signal }) => callApi(settings, { query: {}, signal }),
    staleTime: FRESH_MS,
  });
}

/** Up to 5 sticky news for the slider. */
export function stickyNewsQuery() {
  return queryOptions({
    queryKey: homeKeys.stickyNews(),
    queryFn: ({ signal }) =>
      callApi(contentList, { query: { content_types: 'news', options: 'sticky', limit: '5', page: '1' }, signal }),
    staleTime: FRESH_MS,
  });
}

export function latestContentQuery(type: 'news' | 'tutorial') {
  return queryOptions({
    queryKey: homeKeys.latest(type),
    queryFn: ({ signal }) => callApi(contentList, { query: { content_types: type, limit: '4', page: '1' }, signal }),
    staleTime: FRESH_MS,
  });
}

/** The teasers: 2 vouchers, 4 products featured on the home page. */
export function shopTeasersQuery(kind: 'vouchers' | 'sticky') {
  const filter = kind === 'vouchers' ? { type: 'voucher' as const, limit: '2' } : { sticky: '1' as const, limit: '4' };
  return queryOptions({
    queryKey: homeKeys.shop(kind),
    queryFn: ({ signal }) => callApi(shopProducts, { query: { ...filter, page: '1' }, signal }),
    staleTime: FRESH_MS,
  });
}
