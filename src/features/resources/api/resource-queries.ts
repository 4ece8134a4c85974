import { queryOptions } from '@tanstack/react-query';
import { contentList, resourceList } from '#contract/content.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Content is fresh for 10 minutes (the spec); once seen it stays on the device and renders offline (0119). */
const FRESH_MS = 10 * 60 * 1000;

export function resourceListQuery() {
  return queryOptions({
    queryKey: ['resources'],
    queryFn: ({ signal }) => callApi(resourceList, { query: {}, signal }),
    staleTime: FRESH_MS,
  });
}

export function tutorialListQuery() {
  return queryOptions({
    queryKey: ['tutorials'],
    queryFn: ({ signal }) =>
      callApi(contentList, { query: { content_types: 'tutorial', limit: '12', page: '1' }, signal }),
    staleTime: FRESH_MS,
  });
}
