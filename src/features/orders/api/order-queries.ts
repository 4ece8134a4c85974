import { queryOptions } from '@tanstack/react-query';
import { listOrders, orderDetail } from '#contract/orders.ts';
import { callApi } from '#src/lib/http/call-api.ts';

export function orderListQuery(page: number) {
  return queryOptions({
    queryKey: ['orders', 'list', page],
    queryFn: ({ signal }) => callApi(listOrders, { query: { page: String(page) }, signal }),
  });
}

export function orderQuery(uuid: string) {
  return queryOptions({
    queryKey: ['orders', 'detail', uuid],
    queryFn: ({ signal }) => callApi(orderDetail, { params: { uuid }, signal }),
  });
}
