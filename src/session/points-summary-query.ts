import { queryOptions } from '@tanstack/react-query';
import { pointsSummary } from '#contract/points.ts';
import { callApi } from '#src/lib/http/call-api.ts';

export function pointsSummaryQuery(companyUuid: string) {
  return queryOptions({
    queryKey: ['points', 'summary', companyUuid],
    queryFn: ({ signal }) => callApi(pointsSummary, { params: { companyUuid }, signal }),
  });
}
