import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadCountQuery } from './notification-queries.ts';

/**
 * A list answer carries the user's unread count too: the header's count (and with it the app badge) takes it
 * when the list is the newer of the two, so the bell never disagrees with the list on the screen.
 */
export function useUnreadInStep(query: { data?: { meta: { unread: number } }; dataUpdatedAt: number }): void {
  const queryClient = useQueryClient();
  const unread = query.data?.meta.unread;
  const at = query.dataUpdatedAt;
  useEffect(() => {
    if (unread === undefined) return;
    const key = unreadCountQuery().queryKey;
    const count = queryClient.getQueryState(key);
    if (count?.data?.unread === unread || (count && count.dataUpdatedAt > at)) return;
    queryClient.setQueryData(key, { unread }, { updatedAt: at });
  }, [unread, at, queryClient]);
}
