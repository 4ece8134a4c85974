import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { CompanyType } from '#contract/config.ts';
import { CompanyTypeField } from './company-type-field.tsx';
import { WizardButtons } from './wizard-buttons.tsx';

interface CompanyTypeDraft {
  companyType: number | null;
  disclaimer: boolean;
  declaration: boolean;
}

interface Props {
  heading: (title: ReactNode) => ReactNode;
  companyTypes: CompanyType[];
  draft: CompanyTypeDraft;
  edit: (patch: Partial<CompanyTypeDraft>) => void;
  next: () => void;
  back?: () => void;
}

/**
 * The company type, one of the region's; changing it resets the disclaimer and declaration (and so their
 * steps). The same step in the registration wizard and in the login wizard's company completion.
 */
export function CompanyTypeStep({ heading, companyTypes, draft, edit, next, back }: Props) {
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!companyTypes.some((t) => t.id === draft.companyType)) return setError(true);
    next();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(<Trans>Company type</Trans>)}
        <CompanyTypeField
          types={companyTypes}
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
