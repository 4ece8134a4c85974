import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { RegionalSettings } from '#contract/config.ts';
import { REGISTRATION_NUMBER_MIN, REGISTRATION_NUMBER_TOO_SHORT } from '#contract/registration.ts';
import { AgreementStep } from '#src/components/company/agreement-step.tsx';
import { CompanyTypeStep } from '#src/components/company/company-type-step.tsx';
import { RegistrationNumberFields } from '#src/components/company/registration-number-fields.tsx';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { useSubmitWhenSettled } from '#src/lib/forms/use-submit-when-settled.ts';
import { useUniqueness } from '#src/lib/forms/use-uniqueness.ts';
import type { CompletionDraft } from '../api/completion-api.ts';

interface Props {
  heading: (title: ReactNode) => ReactNode;
  settings: RegionalSettings;
  draft: CompletionDraft;
  edit: (patch: Partial<CompletionDraft>) => void;
  next: () => void;
  back?: () => void;
}

const long = (value: string) => value.trim().length >= REGISTRATION_NUMBER_MIN;

/** The company's registration numbers; checked for uniqueness only when changed. */
export function RegistrationNumberStep(
  props: Props & { original: { registration_number: string; registration_number_2: string } },
) {
  const { heading, settings, draft, edit, next, back, original } = props;
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const changed = (field: 'registration_number' | 'registration_number_2') =>
    long(draft[field]) && draft[field].trim() !== original[field];
  const vatTaken = useUniqueness('registration_number', draft.registration_number, changed('registration_number'));
  const idTaken = useUniqueness('registration_number_2', draft.registration_number_2, changed('registration_number_2'));
  const proceed = () => {
    const found: Record<string, MessageDescriptor> = {};
    const short = fieldMessage(REGISTRATION_NUMBER_TOO_SHORT);
    if ((settings.flags & 1) !== 0 && !long(draft.registration_number)) found.registration_number = short;
    if ((settings.flags & 2) !== 0 && !long(draft.registration_number_2)) found.registration_number_2 = short;
    setErrors(found);
    if (Object.keys(found).length === 0 && !vatTaken.message && !idTaken.message) {
      edit({
        registration_number: draft.registration_number.trim(),
        registration_number_2: draft.registration_number_2.trim(),
      });
      next();
    }
  };
  const submit = useSubmitWhenSettled(vatTaken.checking || idTaken.checking, proceed);
  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="lg">
        {heading(<Trans>Company registration number</Trans>)}
        <Text>
          <Trans>Check your company's registration numbers, so we can confirm your membership.</Trans>
        </Text>
        <RegistrationNumberFields
          settings={settings}
          values={draft}
          errors={{
            registration_number: errors.registration_number ?? vatTaken.message ?? undefined,
            registration_number_2: errors.registration_number_2 ?? idTaken.message ?? undefined,
          }}
          onChange={(patch) => {
            setErrors({});
            edit(patch);
          }}
        />
        <WizardButtons onBack={back} busy={submit.waiting} />
      </Stack>
    </form>
  );
}

export function CompanyTypeCompletionStep({ heading, settings, draft, edit, next, back }: Props) {
  return (
    <CompanyTypeStep
      heading={heading}
      companyTypes={settings.company_types}
      draft={draft}
      edit={edit}
      next={next}
      back={back}
    />
  );
}

export function AgreementCompletionStep(props: Props & { kind: 'disclaimer' | 'declaration' }) {
  const { heading, settings, draft, edit, next, back, kind } = props;
  return (
    <AgreementStep
      kind={kind}
      heading={heading}
      companyTypes={settings.company_types}
      draft={draft}
      edit={edit}
      next={next}
      back={back}
    />
  );
}
