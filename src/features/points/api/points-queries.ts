import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { basicPoints, pointsForecast, pointsHistory, pointsMovements } from '#contract/points.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { pointsKeys as sessionPointsKeys } from '#src/session/session-keys.ts';

/** The points' query keys: the session's (the summary, and `all`), and the points screens' own. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const pointsKeys = {
  ...sessionPointsKeys,
  forecast: () => [...sessionPointsKeys.all, 'forecast'] as const,
  history: (page: number) => [...sessionPointsKeys.all, 'history', page] as const,
  basic: () => [...sessionPointsKeys.all, 'basic'] as const,
  /** The chart's moves since a month's start (`yyyy-mm`, the device's month). */
  movements: (from: string) => [...sessionPointsKeys.all, 'movements', from] as const,
};

/** The points timeline (decision 0163); the balance moves with every scan and order, so it is never kept fresh. */
export function pointsForecastQuery() {
  return queryOptions({
    queryKey: pointsKeys.forecast(),
    queryFn: ({ signal }) => callApi(pointsForecast, { signal }),
  });
}

export function pointsHistoryQuery(page: number) {
  return queryOptions({
    queryKey: pointsKeys.history(page),
    queryFn: ({ signal }) => callApi(pointsHistory, { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The company's moves of the chart's 12 months, from the first day of the month 11 months back on this device's
 * calendar: one answer, where the paged history would need a page for every 20 moves.
 */
export function pointsMovementsQuery(since: Date) {
  const from = `${since.getFullYear()}-${String(since.getMonth() + 1).padStart(2, '0')}`;
  return queryOptions({
    queryKey: pointsKeys.movements(from),
    queryFn: ({ signal }) => callApi(pointsMovements, { query: { since: since.toISOString() }, signal }),
  });
}

/** The region's basic points per product type: reference data, fresh for 10 minutes like the content. */
export function basicPointsQuery() {
  return queryOptions({
    queryKey: pointsKeys.basic(),
    queryFn: ({ signal }) => callApi(basicPoints, { query: {}, signal }),
    staleTime: 10 * 60_000,
  });
}
