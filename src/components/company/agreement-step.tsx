import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { CompanyType } from '#contract/config.ts';
import { AgreementField } from './agreement-field.tsx';
import { WizardButtons } from './wizard-buttons.tsx';

interface AgreementDraft {
  companyType: number | null;
  disclaimer: boolean;
  declaration: boolean;
}

interface Props {
  kind: 'disclaimer' | 'declaration';
  heading: (title: ReactNode) => ReactNode;
  companyTypes: CompanyType[];
  draft: AgreementDraft;
  edit: (patch: Partial<AgreementDraft>) => void;
  next: () => void;
  back?: () => void;
}

/**
 * The chosen company type's disclaimer or declaration, which must be accepted: the same step in the
 * registration wizard and in the login wizard's company completion.
 */
export function AgreementStep({ kind, heading, companyTypes, draft, edit, next, back }: Props) {
  const [error, setError] = useState(false);
  const type = companyTypes.find((t) => t.id === draft.companyType);
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
