import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { basicPoints, pointsForecast, pointsHistory } from '#contract/points.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** The points timeline (decision 0163); the balance moves with every scan and order, so it is never kept fresh. */
export function pointsForecastQuery() {
  return queryOptions({
    queryKey: ['points', 'forecast'],
    queryFn: ({ signal }) => callApi(pointsForecast, { signal }),
  });
}

export function pointsHistoryQuery(page: number) {
  return queryOptions({
    queryKey: ['points', 'history', page],
    queryFn: ({ signal }) => callApi(pointsHistory, { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The region's basic points per product type: reference data, fresh for 10 minutes like the content. */
export function basicPointsQuery() {
  return queryOptions({
    queryKey: ['points', 'basic'],
    queryFn: ({ signal }) => callApi(basicPoints, { query: {}, signal }),
    staleTime: 10 * 60_000,
  });
}
