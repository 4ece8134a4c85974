import { queryOptions } from '@tanstack/react-query';
import { currentUser } from '#contract/user.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { userKeys } from './session-keys.ts';

export const USER_REFETCH_MS = 180_000;

export function currentUserQuery() {
  return queryOptions({
    queryKey: userKeys.self(),
    queryFn: ({ signal }) => callApi(currentUser, { signal }),
    // Foreground only: a phone in a pocket should not poll.
    refetchInterval: USER_REFETCH_MS,
    refetchIntervalInBackground: false,
    meta: { currentUser: true },
  });
}
