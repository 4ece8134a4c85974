import { queryOptions } from '@tanstack/react-query';
import { listOrders, orderDetail } from '#contract/orders.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** The orders' query keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (uuid: string) => ['orders', 'detail', uuid] as const,
};

export function orderListQuery(page: number) {
  return queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) => callApi(listOrders, { query: { page: String(page) }, signal }),
  });
}

export function orderQuery(uuid: string) {
  return queryOptions({
    queryKey: orderKeys.detail(uuid),
    queryFn: ({ signal }) => callApi(orderDetail, { params: { uuid }, signal }),
  });
}
