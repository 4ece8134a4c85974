import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { ConsentFields } from '#src/components/company/consent-fields.tsx';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import type { StepProps } from './step-props.ts';

export function ConsentStep({ heading, draft, settings, edit, next, back }: StepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(<Trans>Marketing consent</Trans>)}
        <ConsentFields
          emailConsent={draft.emailConsent}
          phoneConsent={draft.phoneConsent}
          marketingLink={settings?.links.marketing_consent ?? ''}
          privacyLink={settings?.links.privacy ?? ''}
          clubAddress={settings?.company_address ?? ''}
          onChange={(patch) => edit(patch)}
        />
        <WizardButtons onBack={back} />
      </Stack>
    </form>
  );
}
