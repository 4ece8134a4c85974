import { queryOptions } from '@tanstack/react-query';
import { publicConfig } from '#contract/config.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** The public configuration's query keys (saved on the device: keep the values). */
export const configKeys = {
  all: ['config'] as const,
  public: () => ['config', 'public'] as const,
};

export function publicConfigQuery() {
  return queryOptions({
    queryKey: configKeys.public(),
    queryFn: ({ signal }) => callApi(publicConfig, { signal }),
    staleTime: 10 * 60_000,
  });
}
