import { queryOptions } from '@tanstack/react-query';
import { contentDetail, contentList } from '#contract/content.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** News are fresh for 10 minutes (the spec); once seen they stay on the device and render offline (0119). */
const FRESH_MS = 10 * 60 * 1000;
export const NEWS_PAGE_SIZE = 12;

/** The news' query keys (home's slider keeps its sticky news under 'news' too). The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const newsKeys = {
  all: ['news'] as const,
  lists: () => ['news', 'list'] as const,
  list: (page: number) => ['news', 'list', page] as const,
  item: (uuid: string) => ['news', 'item', uuid] as const,
};

export function newsListQuery(page: number) {
  return queryOptions({
    queryKey: newsKeys.list(page),
    queryFn: ({ signal }) =>
      callApi(contentList, {
        query: { content_types: 'news', limit: String(NEWS_PAGE_SIZE), page: String(page) },
        signal,
      }),
    staleTime: FRESH_MS,
  });
}

export function newsItemQuery(uuid: string) {
  return queryOptions({
    queryKey: newsKeys.item(uuid),
    queryFn: ({ signal }) => callApi(contentDetail, { params: { uuid }, query: {}, signal }),
    staleTime: FRESH_MS,
  });
}
