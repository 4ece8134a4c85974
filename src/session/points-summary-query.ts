import { queryOptions } from '@tanstack/react-query';
import { pointsSummary } from '#contract/points.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { pointsKeys } from './session-keys.ts';

export function pointsSummaryQuery(companyUuid: string) {
  return queryOptions({
    queryKey: pointsKeys.summary(companyUuid),
    queryFn: ({ signal }) => callApi(pointsSummary, { params: { companyUuid }, signal }),
  });
}
