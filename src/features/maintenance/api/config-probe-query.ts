import { queryOptions } from '@tanstack/react-query';
import { config } from '#contract/config.ts';
import { callApi } from '#src/lib/http/call-api.ts';

export const MAINTENANCE_POLL_MS = 60_000;

/** The maintenance screen's query keys. */
export const maintenanceKeys = {
  probe: () => ['maintenance', 'probe'] as const,
};

/**
 * Asks the server whether the club is back. Its own key and no cache time, so an answer from before the
 * outage never counts as "back".
 */
export function configProbeQuery() {
  return queryOptions({
    queryKey: maintenanceKeys.probe(),
    queryFn: ({ signal }) => callApi(config, { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
