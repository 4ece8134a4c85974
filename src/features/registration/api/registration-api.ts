import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type RegisterRequest, register, streets } from '#contract/registration.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Registration's query and mutation keys. The values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const registrationKeys = {
  register: () => ['registration', 'register'] as const,
  streets: (country: number, language: string, q: string) => ['registration', 'streets', country, language, q] as const,
};

export function registerMutation() {
  return mutationOptions({
    mutationKey: registrationKeys.register(),
    mutationFn: ({ body, key }: { body: RegisterRequest; key: string }) =>
      callApi(register, { body, headers: { 'Idempotency-Key': key } }),
  });
}

export function streetsQuery(q: string, country: number, language: string) {
  return queryOptions({
    queryKey: registrationKeys.streets(country, language, q),
    queryFn: ({ signal }) => callApi(streets, { query: { q, country, language }, signal }),
    staleTime: 5 * 60_000,
  });
}
