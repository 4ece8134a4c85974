import { queryOptions } from '@tanstack/react-query';
import { tierHistory, tierList } from '#contract/tiers.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Tiers change once a year and progress with each scan; 10 minutes fresh, then readable offline (0119). */
const FRESH_MS = 10 * 60 * 1000;

/** The tiers' query keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const tierKeys = {
  all: ['tiers'] as const,
  list: () => ['tiers', 'list'] as const,
  history: (companyUuid: string) => ['tiers', 'history', companyUuid] as const,
};

/** The region's tier definitions with their brackets (empty for decor users). */
export function tierListQuery() {
  return queryOptions({
    queryKey: tierKeys.list(),
    queryFn: ({ signal }) => callApi(tierList, { query: {}, signal }),
    staleTime: FRESH_MS,
  });
}

/** The company's progress per tier category this calendar year (empty for decor companies). */
export function tierHistoryQuery(companyUuid: string) {
  return queryOptions({
    queryKey: tierKeys.history(companyUuid),
    queryFn: ({ signal }) => callApi(tierHistory, { query: { installer_company_id: companyUuid }, signal }),
    staleTime: FRESH_MS,
  });
}
