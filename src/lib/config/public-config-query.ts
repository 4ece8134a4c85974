import { queryOptions } from '@tanstack/react-query';
import { publicConfig } from '#contract/config.ts';
import { callApi } from '#src/lib/http/call-api.ts';

export function publicConfigQuery() {
  return queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => callApi(publicConfig, { signal }),
    staleTime: 10 * 60_000,
  });
}
