import { queryOptions } from '@tanstack/react-query';
import { marketingServices } from '#contract/shop.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { personalisationKeys } from './personalisation-keys.ts';

/** The services a company can print; shop content, fresh for 10 minutes and kept on the device for offline use. */
export function marketingServicesQuery() {
  return queryOptions({
    queryKey: personalisationKeys.marketingServices(),
    queryFn: ({ signal }) => callApi(marketingServices, { signal }),
    staleTime: 10 * 60_000,
  });
}
