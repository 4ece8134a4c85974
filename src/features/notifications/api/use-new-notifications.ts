import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unreadCountQuery } from './notification-queries.ts';

/**
 * Calls `onNews` when the unread count (polled every minute while the app is visible) rises: the server has said
 * something new (an order approved, a project closed, points credited), so what the app keeps of those may be old.
 * Not on the first count: that is what the app started with.
 */
export function useNewNotifications(onNews: () => void): void {
  const count = useQuery(unreadCountQuery());
  const seen = useRef<number | null>(null);
  const latest = useRef(onNews);
  latest.current = onNews;
  const unread = count.data?.unread;
  useEffect(() => {
    if (unread === undefined) return;
    if (seen.current !== null && unread > seen.current) latest.current();
    seen.current = unread;
  }, [unread]);
}
