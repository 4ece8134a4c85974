import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AgreementStep as SharedAgreementStep } from '../../../components/company/agreement-step.tsx';
import { CompanyTypeField } from '../../../components/company/company-type-field.tsx';
import { WizardButtons } from '../../../components/company/wizard-buttons.tsx';
import type { StepProps } from './step-props.ts';

/** Step 5: the company type; changing it resets the disclaimer and declaration (and their steps). */
export function CompanyTypeStep({ heading, draft, settings, edit, next, back }: StepProps) {
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settings?.company_types.some((t) => t.id === draft.companyType)) return setError(true);
    next();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(<Trans>Company type</Trans>)}
        <CompanyTypeField
          types={settings?.company_types ?? []}
          value={draft.companyType}
          error={error ? msg`Choose the company type.` : null}
          onChange={(id) => {
            setError(false);
            if (id !== draft.companyType) edit({ companyType: id, disclaimer: false, declaration: false });
          }}
        />
        <WizardButtons onBack={back} />
      </Stack>
    </form>
  );
}

/** Steps 6 and 7: the chosen type's disclaimer or declaration, which must be accepted. */
export function AgreementStep({
  heading,
  draft,
  settings,
  edit,
  next,
  back,
  kind,
}: StepProps & { kind: 'disclaimer' | 'declaration' }) {
  return (
    <SharedAgreementStep
      kind={kind}
      heading={heading}
      companyTypes={settings?.company_types ?? []}
      draft={draft}
      edit={edit}
      next={next}
      back={back}
    />
  );
}
