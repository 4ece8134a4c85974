import { queryOptions } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationDetail,
  notificationList,
  notificationUnreadCount,
} from '#contract/notifications.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/**
 * The notifications' query keys; every one starts with `all`, so one invalidation refreshes the list, the badge and
 * the details. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  latests: () => ['notifications', 'latest'] as const,
  latest: (limit: number) => ['notifications', 'latest', limit] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
  detail: (uuid: string) => ['notifications', 'detail', uuid] as const,
};

/** The header's unread count, refreshed every minute while the app is visible. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => callApi(notificationUnreadCount, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The newest few notifications, for the header dropdown. */
export const latestNotificationsQuery = (limit = 5) =>
  queryOptions({
    queryKey: notificationKeys.latest(limit),
    queryFn: ({ signal }) => callApi(notificationList, { query: { page: 1, limit }, signal }),
    staleTime: 30_000,
  });

/** One page of the notifications screen (20 a page, newest first). */
export const notificationListQuery = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => callApi(notificationList, { query: { page, limit: NOTIFICATIONS_PAGE_SIZE }, signal }),
  });

/** One notification, for the detail pane or page. */
export const notificationQuery = (uuid: string) =>
  queryOptions({
    queryKey: notificationKeys.detail(uuid),
    queryFn: ({ signal }) => callApi(notificationDetail, { params: { uuid }, signal }),
  });
