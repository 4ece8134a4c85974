import { useLingui } from '@lingui/react/macro';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { StreetSuggestion } from '#contract/registration.ts';
import { streetsQuery } from '../api/registration-api.ts';

export const STREET_DEBOUNCE_MS = 400;
/** A free-text option appears once more than 5 characters are typed. */
const FREE_TEXT_AFTER = 5;

interface Props {
  value: string;
  regionId: number;
  language: string;
  error?: string;
  onChange: (street: string) => void;
  onPick: (suggestion: StreetSuggestion) => void;
}

/** The street with suggestions of the chosen country (streets only), looked up 400 ms after typing stops. */
export function StreetField({ value, regionId, language, error, onChange, onPick }: Props) {
  const { t } = useLingui();
  const typed = value.trim();
  const [settled] = useDebouncedValue(typed, STREET_DEBOUNCE_MS);
  const query = useQuery({ ...streetsQuery(settled, regionId, language), enabled: settled.length >= 2 });
  const suggestions = query.data?.suggestions ?? [];
  const label = (s: StreetSuggestion) => `${s.street}, ${s.city}`;
  const data = suggestions.map(label);
  if (typed.length > FREE_TEXT_AFTER && !suggestions.some((s) => s.street === typed)) data.push(typed);

  return (
    <Autocomplete
      label={t`Street`}
      withAsterisk
      autoComplete="off"
      value={value}
      data={[...new Set(data)]}
      filter={({ options }) => options}
      comboboxProps={{ keepMounted: false }}
      renderOption={({ option }) =>
        option.value === typed && !suggestions.some((s) => label(s) === typed) ? t`Use “${typed}”` : option.value
      }
      onChange={(next) => {
        const picked = suggestions.find((s) => label(s) === next);
        if (picked) onPick(picked);
        else onChange(next);
      }}
      error={error}
    />
  );
}
