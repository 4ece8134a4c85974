import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { snapshotQueries } from './persist-cache.ts';

/** Keys like the app's (the session's user, the points, the sign-in calls' 'auth' that is never saved). */
const keys = {
  user: () => ['user', 'self'] as const,
  points: () => ['points'] as const,
  signIn: () => ['auth', 'x'] as const,
};

function client(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

describe('the device cache', () => {
  it('keeps the last good answer of a query whose refetch was cut, as a good answer', async () => {
    const queryClient = client();
    queryClient.setQueryData(keys.user(), { name: 'Piotr' });
    await queryClient
      .fetchQuery({
        queryKey: keys.user(),
        staleTime: 0,
        queryFn: () => Promise.reject(new ApiError(OFFLINE, 'Failed to fetch')),
      })
      .catch(() => {});
    expect(queryClient.getQueryState(keys.user())?.status).toBe('error');

    const saved = snapshotQueries(queryClient).queries;
    expect(saved).toHaveLength(1);
    expect(saved[0]?.state).toMatchObject({ status: 'success', data: { name: 'Piotr' }, error: null });

    const next = client();
    hydrate(next, { queries: saved, mutations: [] });
    expect(next.getQueryData(keys.user())).toEqual({ name: 'Piotr' });
    expect(next.getQueryState(keys.user())?.status).toBe('success');
  });

  it('keeps nothing of a query that never had an answer, nor of the sign-in calls', async () => {
    const queryClient = client();
    await queryClient
      .fetchQuery({ queryKey: keys.points(), queryFn: () => Promise.reject(new ApiError(OFFLINE, 'x')) })
      .catch(() => {});
    queryClient.setQueryData(keys.signIn(), { token: 'secret' });
    expect(snapshotQueries(queryClient).queries).toHaveLength(0);
  });
});
