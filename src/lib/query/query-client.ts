import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { hasSession } from '#src/lib/auth/token-store.ts';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { globalErrorAction } from './global-errors.ts';
import { CACHE_MAX_AGE_MS } from './persist-cache.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The signed-in user's own record: its failure with a stored token ends the session. */
      currentUser?: boolean;
      /** false: never saved to the device's cache (src/lib/query/persist-cache.ts). */
      persist?: boolean;
    };
    mutationMeta: {
      /** A queued write that was on its way when the app closed: it may have reached the server. */
      mayHaveBeenSent?: boolean;
    };
  }
}

/**
 * A read that got no answer at all (the signal dropped mid-request) is tried again a few times; while the
 * device is offline the retry waits for the network instead of failing. Any answer from the server is final.
 */
export function retryWithoutAnswer(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && error instanceof ApiError && error.status === OFFLINE;
}

export interface GlobalErrorHandlers {
  goToMaintenance: () => void;
  endSession: () => void;
}

export function createQueryClient(handlers: GlobalErrorHandlers): QueryClient {
  const handle = (error: unknown, isCurrentUser: boolean) => {
    const action = globalErrorAction(error, { isCurrentUser, hadToken: hasSession() });
    if (action === 'maintenance') handlers.goToMaintenance();
    if (action === 'end-session') handlers.endSession();
    if (action === 'refetch-user')
      void queryClient.invalidateQueries({ predicate: (q) => q.meta?.currentUser === true });
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta?.currentUser === true) }),
    mutationCache: new MutationCache({ onError: (error) => handle(error, false) }),
    defaultOptions: {
      // Kept as long as the persisted cache, so a screen seen days ago still renders offline.
      queries: {
        staleTime: 2 * 60_000,
        gcTime: CACHE_MAX_AGE_MS,
        retry: retryWithoutAnswer,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
