import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import type { StepProps } from './step-props.ts';

/** Step 1: the country the company is registered in (fixes the phone code, numbers and documents). */
export function RegionStep({ heading, draft, config, edit, next, decor }: StepProps & { decor: boolean }) {
  const { t } = useLingui();
  const [error, setError] = useState(false);
  const countries = config.countries.filter(
    (c) => c.registration && (!decor || config.regional_settings[String(c.id)]?.links.decor_terms),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.regionId === null) return setError(true);
    next();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(<Trans>Where is your company?</Trans>)}
        <Select
          label={t`Country`}
          withAsterisk
          data={countries.map((c) => ({ value: String(c.id), label: `${c.flag} ${c.name}` }))}
          value={draft.regionId === null ? null : String(draft.regionId)}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
          onChange={(value) => {
            setError(false);
            if (value) edit({ regionId: Number(value), companyType: null, disclaimer: false, declaration: false });
          }}
          error={error ? t`Choose the country.` : undefined}
        />
        <WizardButtons />
      </Stack>
    </form>
  );
}
