import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CompanyInfo, REGISTRATION_NUMBER_MIN, REGISTRATION_NUMBER_TOO_SHORT } from '#contract/registration.ts';
import { RegistrationNumberFields } from '#src/components/company/registration-number-fields.tsx';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import { checkFields } from '#src/lib/forms/check-fields.ts';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { useSubmitWhenSettled } from '#src/lib/forms/use-submit-when-settled.ts';
import { useUniqueness } from '#src/lib/forms/use-uniqueness.ts';
import { companyIdRequired, vatRequired } from '../registration-state.ts';
import type { StepProps } from './step-props.ts';

const long = (value: string) => value.trim().length >= REGISTRATION_NUMBER_MIN;

/** Step 3: the company name and its registration numbers (required per the country's flags). */
export function CompanyStep({ heading, draft, settings, edit, next, back }: StepProps) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const company = draft.company;
  const vatTaken = useUniqueness('registration_number', company.registration_number, long(company.registration_number));
  const idTaken = useUniqueness(
    'registration_number_2',
    company.registration_number_2,
    long(company.registration_number_2),
  );
  const set = (patch: Partial<typeof company>) => {
    edit({ company: { ...company, ...patch } });
    setErrors({});
  };

  const proceed = () => {
    const result = checkFields(CompanyInfo, company);
    const found = result.ok ? {} : { ...result.errors };
    const short = fieldMessage(REGISTRATION_NUMBER_TOO_SHORT);
    if (vatRequired(settings) && !long(company.registration_number)) found.registration_number = short;
    if (companyIdRequired(settings) && !long(company.registration_number_2)) found.registration_number_2 = short;
    setErrors(found);
    if (Object.keys(found).length > 0 || vatTaken.message || idTaken.message || !result.ok) return;
    edit({ company: result.output });
    next();
  };
  const submit = useSubmitWhenSettled(vatTaken.checking || idTaken.checking, proceed);

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="lg">
        {heading(<Trans>Your company</Trans>)}
        <TextInput
          label={t`Company name`}
          withAsterisk
          autoComplete="organization"
          value={company.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name ? i18n._(errors.name) : undefined}
        />
        {settings && (
          <RegistrationNumberFields
            settings={settings}
            values={company}
            errors={{
              registration_number: errors.registration_number ?? vatTaken.message ?? undefined,
              registration_number_2: errors.registration_number_2 ?? idTaken.message ?? undefined,
            }}
            onChange={set}
          />
        )}
        <WizardButtons onBack={back} busy={submit.waiting} />
      </Stack>
    </form>
  );
}
