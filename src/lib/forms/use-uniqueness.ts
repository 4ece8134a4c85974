import type { MessageDescriptor } from '@lingui/core';
import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { validateRegistration } from '#contract/registration.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { fieldMessage } from './field-messages.ts';

export const VALIDATION_DEBOUNCE_MS = 500;

export type UniqueField = 'email' | 'phone' | 'registration_number' | 'registration_number_2';

/** The uniqueness checks' query keys. */
export const uniquenessKeys = {
  all: ['registration', 'validate'] as const,
  check: (field: UniqueField, value: string, regionId: number | null) =>
    ['registration', 'validate', field, value, field === 'phone' ? regionId : null] as const,
};

export function validateQuery(field: UniqueField, value: string, regionId: number | null) {
  return queryOptions({
    queryKey: uniquenessKeys.check(field, value, regionId),
    queryFn: ({ signal }) =>
      callApi(validateRegistration, {
        query: field === 'phone' ? { phone: value, region_id: regionId ?? undefined } : { [field]: value },
        signal,
      }),
    staleTime: 30_000,
  });
}

/**
 * Checks one field against GET /v2/company/validate once it has settled for 500 ms and passes the local
 * rules (`checkable`); answers the server's message for the field (e.g. 'The email has already been taken.').
 */
export function useUniqueness(
  field: UniqueField,
  value: string,
  checkable: boolean,
  regionId: number | null = null,
): { message: MessageDescriptor | null; checking: boolean } {
  const [settled] = useDebouncedValue(checkable ? value.trim() : '', VALIDATION_DEBOUNCE_MS);
  const enabled = settled !== '' && settled === value.trim() && (field !== 'phone' || regionId !== null);
  const query = useQuery({ ...validateQuery(field, settled, regionId), enabled });
  const text = enabled ? query.data?.errors[field]?.[0] : undefined;
  return { message: text ? fieldMessage(text) : null, checking: enabled && query.isFetching };
}
