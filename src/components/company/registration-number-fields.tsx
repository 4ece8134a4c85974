import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { RegionalSettings } from '#contract/config.ts';

export interface RegistrationNumbers {
  registration_number: string;
  registration_number_2: string;
}

interface Props {
  settings: RegionalSettings;
  values: RegistrationNumbers;
  errors: Partial<Record<keyof RegistrationNumbers, MessageDescriptor>>;
  onChange: (patch: Partial<RegistrationNumbers>) => void;
}

/** The VAT number (flag bit 1 makes it required) and the company id (bit 2), named as the country names them. */
export function RegistrationNumberFields({ settings, values, errors, onChange }: Props) {
  const { t, i18n } = useLingui();
  const vat = settings.vat_field;
  const companyId = settings.company_id_field;
  return (
    <>
      <TextInput
        label={t`VAT number (${vat})`}
        withAsterisk={(settings.flags & 1) !== 0}
        value={values.registration_number}
        onChange={(e) => onChange({ registration_number: e.currentTarget.value })}
        error={errors.registration_number ? i18n._(errors.registration_number) : undefined}
      />
      <TextInput
        label={t`Company ID (${companyId})`}
        withAsterisk={(settings.flags & 2) !== 0}
        value={values.registration_number_2}
        onChange={(e) => onChange({ registration_number_2: e.currentTarget.value })}
        error={errors.registration_number_2 ? i18n._(errors.registration_number_2) : undefined}
      />
    </>
  );
}
