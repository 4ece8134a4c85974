import { queryOptions } from '@tanstack/react-query';
import { notificationList, notificationUnreadCount } from '../../../../contract/notifications.ts';
import { callApi } from '../../../lib/http/call-api.ts';

/** The header's unread count, refreshed every minute while the app is visible. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: ({ signal }) => callApi(notificationUnreadCount, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The newest few notifications, for the header dropdown. */
export const latestNotificationsQuery = (limit = 5) =>
  queryOptions({
    queryKey: ['notifications', 'latest', limit],
    queryFn: ({ signal }) => callApi(notificationList, { query: { page: 1, limit }, signal }),
    staleTime: 30_000,
  });
