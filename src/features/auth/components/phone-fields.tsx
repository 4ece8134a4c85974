import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { CountryCode } from 'libphonenumber-js';
import type { Ref } from 'react';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { DIAL_COUNTRIES, flagEmoji, isDialCountry } from '#src/lib/phone/dial-countries.ts';

interface PhoneFieldsProps {
  country: CountryCode;
  phone: string;
  error: MessageDescriptor | null;
  phoneRef: Ref<HTMLInputElement>;
  onChange: (patch: { country?: CountryCode; phone?: string }) => void;
}

const countryOptions = DIAL_COUNTRIES.map(({ iso, dialCode }) => ({
  value: iso,
  label: `${flagEmoji(iso)} ${dialCode} ${iso}`,
}));

export function PhoneFields({ country, phone, error, phoneRef, onChange }: PhoneFieldsProps) {
  const { t, i18n } = useLingui();
  // The region ids come from the configuration: fetch it while the number is being typed.
  usePrefetchQuery(publicConfigQuery());
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Select
        label={t`Country code`}
        data={countryOptions}
        value={country}
        allowDeselect={false}
        // Only one element carries the label while closed (the listbox is labelled by it too when mounted).
        comboboxProps={{ keepMounted: false }}
        onChange={(value) => value && isDialCountry(value) && onChange({ country: value })}
        w={170}
        style={{ flexShrink: 0 }}
      />
      <TextInput
        ref={phoneRef}
        label={t`Phone number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={phone}
        onChange={(event) => onChange({ phone: event.currentTarget.value })}
        error={error ? i18n._(error) : undefined}
        style={{ flexGrow: 1 }}
      />
    </Group>
  );
}
