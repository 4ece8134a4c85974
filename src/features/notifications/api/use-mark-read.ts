import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Notification, notificationMark } from '#contract/notifications.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { notificationKeys, unreadCountQuery } from './notification-queries.ts';

interface Page {
  data: Notification[];
  meta: { unread: number };
}

/**
 * Shows one notification read everywhere at once (the list, the header's dropdown and count, the detail): the
 * header count, and with it the app badge, drop the moment it is opened, even before the server has answered.
 */
export function showRead(queryClient: QueryClient, uuid: string): void {
  let wasUnread = false;
  const markIn = (page: Page | undefined): Page | undefined => {
    if (!page) return page;
    const hit = page.data.some((n) => n.uuid === uuid && n.mark === 'unread');
    if (!hit) return page;
    wasUnread = true;
    return {
      ...page,
      data: page.data.map((n) => (n.uuid === uuid ? { ...n, mark: 'read' as const } : n)),
      meta: { ...page.meta, unread: Math.max(0, page.meta.unread - 1) },
    };
  };
  queryClient.setQueriesData<Page>({ queryKey: notificationKeys.lists() }, markIn);
  queryClient.setQueriesData<Page>({ queryKey: notificationKeys.latests() }, markIn);
  const detailKey = notificationKeys.detail(uuid);
  const detail = queryClient.getQueryData<Notification>(detailKey);
  if (detail?.mark === 'unread') {
    wasUnread = true;
    queryClient.setQueryData<Notification>(detailKey, { ...detail, mark: 'read' });
  }
  if (wasUnread)
    queryClient.setQueryData(unreadCountQuery().queryKey, (old) =>
      old ? { unread: Math.max(0, old.unread - 1) } : old,
    );
}

/** Marks one notification read; shown at once, then the server's lists and count are fetched again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => callApi(notificationMark, { params: { uuid }, body: { mark: 'read' } }),
    onMutate: async (uuid) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      showRead(queryClient, uuid);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
