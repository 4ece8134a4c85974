import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { hasSession } from '../auth/token-store.ts';
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
  }
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
      queries: { staleTime: 2 * 60_000, gcTime: CACHE_MAX_AGE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
