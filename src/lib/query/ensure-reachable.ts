import { type EnsureQueryDataOptions, onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';

/**
 * ensureQueryData that never waits for a network that is not there: cached data (even a week old) is used
 * as it is; offline with nothing cached it fails at once with the offline error, which the route's error
 * screen explains with a way to try again, instead of a spinner that never ends.
 */
export async function ensureReachableData<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  const cached = queryClient.getQueryData<TData>(options.queryKey);
  if (cached !== undefined) {
    if (onlineManager.isOnline()) void queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
    return cached;
  }
  if (!onlineManager.isOnline()) throw new ApiError(OFFLINE, 'No connection and no saved data yet.');
  return queryClient.ensureQueryData(options);
}

/**
 * For loaders of screens that explain a missing copy themselves: the same rule, without failing the route
 * (offline with nothing cached, or a failed fetch, renders the screen at once).
 */
export async function prefetchReachable<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  await ensureReachableData(queryClient, options).catch(() => undefined);
}
