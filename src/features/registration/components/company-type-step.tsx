import { AgreementStep as SharedAgreementStep } from '#src/components/company/agreement-step.tsx';
import { CompanyTypeStep as SharedCompanyTypeStep } from '#src/components/company/company-type-step.tsx';
import type { StepProps } from './step-props.ts';

/** Step 5: the company type; changing it resets the disclaimer and declaration (and their steps). */
export function CompanyTypeStep({ heading, draft, settings, edit, next, back }: StepProps) {
  return (
    <SharedCompanyTypeStep
      heading={heading}
      companyTypes={settings?.company_types ?? []}
      draft={draft}
      edit={edit}
      next={next}
      back={back}
    />
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
