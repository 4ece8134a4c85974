import { useLingui } from '@lingui/react/macro';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StreetSuggestion, streets } from '#contract/registration.ts';
import { callApi } from '../lib/http/call-api.ts';

const DEBOUNCE_MS = 400;

/** The street suggestions' query keys (never saved on the device: `persist: false`). */
const streetKeys = {
  all: ['streets'] as const,
  suggestions: (country: number, language: string, q: string) => ['streets', country, language, q] as const,
};

function streetSuggestionsQuery(q: string, country: number, language: string) {
  return queryOptions({
    queryKey: streetKeys.suggestions(country, language, q),
    queryFn: ({ signal }) => callApi(streets, { query: { q, country, language }, signal }),
    staleTime: 5 * 60_000,
    // Suggestions are for typing now, not for the offline cache.
    meta: { persist: false },
  });
}

interface StreetAutocompleteProps {
  value: string;
  regionId: number;
  language: string;
  error?: string;
  required?: boolean;
  onChange: (street: string) => void;
  onPick: (suggestion: StreetSuggestion) => void;
}

/** A street with suggestions of the person's country; without signal it is simply a text field. */
export function StreetAutocomplete({
  value,
  regionId,
  language,
  error,
  required,
  onChange,
  onPick,
}: StreetAutocompleteProps) {
  const { t } = useLingui();
  const [settled] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const query = useQuery({ ...streetSuggestionsQuery(settled, regionId, language), enabled: settled.length >= 2 });
  const suggestions = query.data?.suggestions ?? [];
  const label = (s: StreetSuggestion) => `${s.street}, ${s.postal_code} ${s.city}`;

  return (
    <Autocomplete
      label={t`Street`}
      withAsterisk={required}
      autoComplete="off"
      value={value}
      data={[...new Set(suggestions.map(label))]}
      filter={({ options }) => options}
      comboboxProps={{ keepMounted: false }}
      onChange={(next) => {
        const picked = suggestions.find((s) => label(s) === next);
        if (picked) onPick(picked);
        else onChange(next);
      }}
      error={error}
    />
  );
}
