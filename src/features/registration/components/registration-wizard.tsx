import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { RegisterResponse } from '#contract/registration.ts';
import { PageLoader } from '#src/components/page-loader.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { useDraft } from '#src/lib/drafts/use-draft.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { registerMutation } from '../api/registration-api.ts';
import { registrationBody, welcomePointsOf } from '../registration-body.ts';
import { registrationErrors } from '../registration-errors.ts';
import {
  emptyDraft,
  type RegistrationDraft,
  type RegistrationStep,
  registrationStage,
  registrationSteps,
  WELCOME_POINTS_DEFAULT,
} from '../registration-state.ts';
import { AddressStep } from './address-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { AgreementStep, CompanyTypeStep } from './company-type-step.tsx';
import { CompleteStep } from './complete-step.tsx';
import { ConsentStep } from './consent-step.tsx';
import { RegionStep } from './region-step.tsx';
import { RegistrationHeading } from './registration-heading.tsx';
import { ReviewStep } from './review-step.tsx';
import type { StepProps } from './step-props.ts';
import { UserStep } from './user-step.tsx';

export interface SurveySlotProps {
  heading: (title: ReactNode) => ReactNode;
  type: 'main' | 'decor';
  welcomePoints: number;
  progress: unknown;
  onProgress: (progress: unknown) => void;
  onDone: (surveyJson: string) => void;
  onBack: () => void;
}

interface Props {
  decor: boolean;
  invite: string | null;
  /** The survey step, composed by the route (features do not import each other). */
  renderSurvey: (props: SurveySlotProps) => ReactNode;
  onLogIn: () => void;
}

/**
 * The registration wizard: up to 11 screens (type, disclaimer and declaration where the country requires them) in 4
 * stages the counter shows (2 for an invite).
 */
export function RegistrationWizard({ decor, invite, renderSurvey, onLogIn }: Props) {
  const { i18n, t } = useLingui();
  usePageTitle(decor ? t`Register as a decor installer` : t`Register`);
  const { data: config } = useSuspenseQuery(publicConfigQuery());
  const [draft, setDraft] = useState<RegistrationDraft>(emptyDraft);
  const [moved, setMoved] = useState(false);
  const [result, setResult] = useState<RegisterResponse | null>(null);
  const [errors, setErrors] = useState<MessageDescriptor[]>([]);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const draftStore = useDraft(decor ? 'register-decor' : 'register', draft, (saved) =>
    setDraft({ ...emptyDraft(), ...saved }),
  );
  const mutation = useMutation(registerMutation());
  if (!draftStore.ready) return <PageLoader />;

  const settings = draft.regionId === null ? undefined : config.regional_settings[String(draft.regionId)];
  const steps = registrationSteps(settings, draft, invite !== null);
  const current = result ? 'complete' : steps.includes(draft.step) ? draft.step : 'region';
  const index = steps.indexOf(current);
  const goTo = (step: RegistrationStep) => {
    setMoved(true);
    setDraft((d) => ({ ...d, step }));
  };
  const edit = (patch: Partial<RegistrationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const heading = (title: ReactNode) => (
    <RegistrationHeading stage={registrationStage(current, invite !== null)} focus={moved}>
      {title}
    </RegistrationHeading>
  );
  const props: StepProps = {
    heading,
    draft,
    config,
    settings,
    edit,
    next: () => goTo(steps[index + 1] ?? current),
    back: () => goTo(steps[index - 1] ?? current),
  };
  const submit = () => {
    setErrors([]);
    const body = registrationBody(draft, config, i18n.locale, decor, invite);
    mutation.mutate(
      { body, key: idempotencyKey },
      {
        onSuccess: (answer) => {
          draftStore.clear();
          setResult(answer);
          setMoved(true);
        },
        onError: (error) => setErrors(registrationErrors(error)),
      },
    );
  };

  switch (current) {
    case 'region':
      return <RegionStep {...props} decor={decor} />;
    case 'user':
      return <UserStep {...props} />;
    case 'company':
      return <CompanyStep {...props} />;
    case 'address':
      return <AddressStep {...props} />;
    case 'type':
      return <CompanyTypeStep {...props} />;
    case 'disclaimer':
    case 'declaration':
      return <AgreementStep {...props} kind={current} />;
    case 'survey':
      return renderSurvey({
        heading,
        type: decor ? 'decor' : 'main',
        welcomePoints: welcomePointsOf(config, draft.regionId, WELCOME_POINTS_DEFAULT),
        progress: draft.surveyProgress,
        onProgress: (surveyProgress) => edit({ surveyProgress }),
        onDone: (surveyJson) => {
          edit({ surveyJson });
          props.next();
        },
        onBack: props.back,
      });
    case 'consent':
      return <ConsentStep {...props} />;
    case 'review':
      return (
        <ReviewStep
          {...props}
          steps={steps}
          decor={decor}
          errors={errors}
          busy={mutation.isPending}
          goTo={goTo}
          onSubmit={submit}
        />
      );
    case 'complete':
      return <CompleteStep heading={heading} result={result} onLogIn={onLogIn} />;
  }
}
