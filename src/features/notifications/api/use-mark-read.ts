import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationMark } from '../../../../contract/notifications.ts';
import { callApi } from '../../../lib/http/call-api.ts';

/** Marks one notification read; the unread count and the lists refetch afterwards. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => callApi(notificationMark, { params: { uuid }, body: { mark: 'read' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
