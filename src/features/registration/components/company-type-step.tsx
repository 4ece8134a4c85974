import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AgreementField } from '../../../components/company/agreement-field.tsx';
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
  const [error, setError] = useState(false);
  const type = settings?.company_types.find((t) => t.id === draft.companyType);
  const checked = kind === 'disclaimer' ? draft.disclaimer : draft.declaration;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) return setError(true);
    next();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(kind === 'disclaimer' ? <Trans>Disclaimer</Trans> : <Trans>Declaration</Trans>)}
        <AgreementField
          kind={kind}
          text={(kind === 'disclaimer' ? type?.disclaimer_translated : type?.declaration_translated) ?? ''}
          checked={checked}
          error={error ? (kind === 'disclaimer' ? msg`Accept the disclaimer.` : msg`Accept the declaration.`) : null}
          onChange={(value) => {
            setError(false);
            edit(kind === 'disclaimer' ? { disclaimer: value } : { declaration: value });
          }}
        />
        <WizardButtons onBack={back} />
      </Stack>
    </form>
  );
}
