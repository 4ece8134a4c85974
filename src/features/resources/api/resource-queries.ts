import { queryOptions } from '@tanstack/react-query';
import { contentList, resourceList } from '#contract/content.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Content is fresh for 10 minutes (the spec); once seen it stays on the device and renders offline (0119). */
const FRESH_MS = 10 * 60 * 1000;

/** The resources' and tutorials' query keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const resourceKeys = {
  resources: () => ['resources'] as const,
  tutorials: () => ['tutorials'] as const,
};

export function resourceListQuery() {
  return queryOptions({
    queryKey: resourceKeys.resources(),
    queryFn: ({ signal }) => callApi(resourceList, { query: {}, signal }),
    staleTime: FRESH_MS,
  });
}

export function tutorialListQuery() {
  return queryOptions({
    queryKey: resourceKeys.tutorials(),
    queryFn: ({ signal }) =>
      callApi(contentList, { query: { content_types: 'tutorial', limit: '12', page: '1' }, signal }),
    staleTime: FRESH_MS,
  });
}
