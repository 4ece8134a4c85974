import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { chatQuery, ticketListQuery, ticketQuery } from './support-queries.ts';

/** The list for a route's loader: a saved copy is used as it is; offline without one the screen explains it. */
export async function prefetchTickets(queryClient: QueryClient): Promise<void> {
  const options = ticketListQuery();
  if (queryClient.getQueryData(options.queryKey) !== undefined || !onlineManager.isOnline()) return;
  await queryClient.prefetchInfiniteQuery(options).catch(() => undefined);
}

export async function prefetchConversation(queryClient: QueryClient, uuid: string): Promise<void> {
  await Promise.all([
    prefetchReachable(queryClient, ticketQuery(uuid)),
    prefetchReachable(queryClient, chatQuery(uuid)),
  ]);
}
