import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { hasSession } from '../auth/token-store.ts';
import { globalErrorAction } from './global-errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The signed-in user's own record: its failure with a stored token ends the session. */
      currentUser?: boolean;
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
      queries: { staleTime: 2 * 60_000, gcTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
