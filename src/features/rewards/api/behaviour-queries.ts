import { queryOptions } from '@tanstack/react-query';
import { behaviourList } from '#contract/behaviours.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Reference data like the content: fresh for 10 minutes, then readable offline once seen (0119). */
const FRESH_MS = 10 * 60 * 1000;

/** The behaviours' query keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const behaviourKeys = {
  all: ['behaviours'] as const,
  page: (page: number) => ['behaviours', page] as const,
};

/** The region's point-earning behaviours: the spec's first page of 15. */
export function behaviourListQuery() {
  return queryOptions({
    queryKey: behaviourKeys.page(1),
    queryFn: ({ signal }) => callApi(behaviourList, { query: { limit: '15', page: '1' }, signal }),
    staleTime: FRESH_MS,
  });
}
