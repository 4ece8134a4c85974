import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type RegisterRequest, register, streets } from '#contract/registration.ts';
import { callApi } from '#src/lib/http/call-api.ts';

export function registerMutation() {
  return mutationOptions({
    mutationKey: ['registration', 'register'],
    mutationFn: ({ body, key }: { body: RegisterRequest; key: string }) =>
      callApi(register, { body, headers: { 'Idempotency-Key': key } }),
  });
}

export function streetsQuery(q: string, country: number, language: string) {
  return queryOptions({
    queryKey: ['registration', 'streets', country, language, q],
    queryFn: ({ signal }) => callApi(streets, { query: { q, country, language }, signal }),
    staleTime: 5 * 60_000,
  });
}
