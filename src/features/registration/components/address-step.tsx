import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CompanyAddress } from '#contract/registration.ts';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import { checkFields } from '#src/lib/forms/check-fields.ts';
import type { StepProps } from './step-props.ts';
import { StreetField } from './street-field.tsx';

/** Step 4: the company address; the country is the one chosen in step 1 and cannot change here. */
export function AddressStep({ heading, draft, config, edit, next, back }: StepProps) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const address = draft.address;
  const country = config.countries.find((c) => c.id === draft.regionId);
  const set = (patch: Partial<typeof address>) => {
    edit({ address: { ...address, ...patch } });
    setErrors({});
  };
  const shown = (field: string) => (errors[field] ? i18n._(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkFields(CompanyAddress, address);
    if (!result.ok) return setErrors(result.errors);
    edit({ address: result.output });
    next();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(<Trans>Company address</Trans>)}
        <StreetField
          value={address.address}
          regionId={draft.regionId ?? 2}
          language={i18n.locale}
          error={shown('address')}
          onChange={(street) => set({ address: street })}
          onPick={(s) =>
            set({
              address: s.street,
              city: address.city || s.city,
              postal_code: address.postal_code || s.postal_code,
            })
          }
        />
        <Group grow align="flex-start">
          <TextInput
            label={t`House number`}
            withAsterisk
            value={address.house_number}
            onChange={(e) => set({ house_number: e.currentTarget.value })}
            error={shown('house_number')}
          />
          <TextInput
            label={t`Postal code`}
            withAsterisk
            autoComplete="postal-code"
            value={address.postal_code}
            onChange={(e) => set({ postal_code: e.currentTarget.value })}
            error={shown('postal_code')}
          />
        </Group>
        <TextInput
          label={t`City`}
          withAsterisk
          autoComplete="address-level2"
          value={address.city}
          onChange={(e) => set({ city: e.currentTarget.value })}
          error={shown('city')}
        />
        <TextInput label={t`Country`} value={country ? `${country.flag} ${country.name}` : ''} readOnly />
        <WizardButtons onBack={back} />
      </Stack>
    </form>
  );
}
