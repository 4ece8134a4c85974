import { queryOptions } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationDetail,
  notificationList,
  notificationUnreadCount,
} from '#contract/notifications.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Every notifications query starts with this key, so one invalidation refreshes the list, the badge and details. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

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

/** One page of the notifications screen (20 a page, newest first). */
export const notificationListQuery = (page: number) =>
  queryOptions({
    queryKey: ['notifications', 'list', page],
    queryFn: ({ signal }) => callApi(notificationList, { query: { page, limit: NOTIFICATIONS_PAGE_SIZE }, signal }),
  });

/** One notification, for the detail pane or page. */
export const notificationQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['notifications', 'detail', uuid],
    queryFn: ({ signal }) => callApi(notificationDetail, { params: { uuid }, signal }),
  });
