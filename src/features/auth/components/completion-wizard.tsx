import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { VerifyResponse } from '#contract/auth.ts';
import { ConsentFields } from '#src/components/company/consent-fields.tsx';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { isApiError } from '#src/lib/http/api-error.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';
import { type CompletionDraft, declineTerms, saveCompletion } from '../api/completion-api.ts';
import { completionSteps } from '../completion-steps.ts';
import {
  AgreementCompletionStep,
  CompanyTypeCompletionStep,
  RegistrationNumberStep,
} from './company-completion-steps.tsx';
import { TermsStep } from './terms-step.tsx';

export interface LoginSurveySlotProps {
  heading: (title: ReactNode) => ReactNode;
  type: 'main' | 'decor';
  progress: unknown;
  onProgress: (progress: unknown) => void;
  onDone: (surveyJson: string) => void;
  onBack?: () => void;
  busy: boolean;
}

interface Props {
  session: VerifyResponse;
  /** Numbers the steps after the first three. */
  heading: (title: ReactNode, index: number, total: number) => ReactNode;
  renderSurvey: (props: LoginSurveySlotProps) => ReactNode;
  onCompleted: () => void;
  onDeclined: () => void;
}

const saveErrors = (error: unknown): MessageDescriptor[] =>
  isApiError(error) && error.status === 400 ? error.messages.map(fieldMessage) : errorMessages(error);

/** The conditional login steps, with the new token held in memory until the final save succeeds. */
export function CompletionWizard({ session, heading, renderSurvey, onCompleted, onDeclined }: Props) {
  const { data: config } = useSuspenseQuery(publicConfigQuery());
  const profile = session.installer;
  const [draft, setDraft] = useState<CompletionDraft>({
    registration_number: profile.company.registration_number ?? '',
    registration_number_2: profile.company.registration_number_2 ?? '',
    companyType: profile.company.company_type,
    disclaimer: profile.company.disclaimer_accepted,
    declaration: profile.company.declaration_accepted,
    emailConsent: profile.email_consent,
    phoneConsent: profile.phone_consent,
    surveyProgress: null,
    surveyJson: '',
  });
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<MessageDescriptor[]>([]);
  const steps = completionSteps(profile, config, draft.companyType);
  const settings = config.regional_settings[String(profile.region)]!;
  const current = steps[Math.min(index, steps.length - 1)]!;
  const save = useMutation({ mutationFn: (d: CompletionDraft) => saveCompletion(session, steps, d) });
  const decline = useMutation({ mutationFn: () => declineTerms(session) });
  const edit = (patch: Partial<CompletionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const finish = (final: CompletionDraft) => {
    setErrors([]);
    save.mutate(final, { onSuccess: onCompleted, onError: (error) => setErrors(saveErrors(error)) });
  };
  const next = () => (index + 1 < steps.length ? setIndex(index + 1) : finish(draft));
  const back = index > 0 ? () => setIndex(index - 1) : undefined;
  const title = (node: ReactNode) => heading(node, index, steps.length);
  const common = { heading: title, settings, draft, edit, next, back };

  const step = (() => {
    switch (current) {
      case 'terms': {
        const decor = profile.role === 7 && settings.links.decor_terms;
        return (
          <TermsStep
            heading={title}
            termsLink={decor ? settings.links.decor_terms! : settings.links.terms}
            declining={decline.isPending}
            onAccept={next}
            onDecline={() =>
              decline.mutate(undefined, { onSuccess: onDeclined, onError: (e) => setErrors(errorMessages(e)) })
            }
          />
        );
      }
      case 'registration-number':
        return (
          <RegistrationNumberStep
            {...common}
            original={{
              registration_number: profile.company.registration_number ?? '',
              registration_number_2: profile.company.registration_number_2 ?? '',
            }}
          />
        );
      case 'company-type':
        return <CompanyTypeCompletionStep {...common} />;
      case 'disclaimer':
      case 'declaration':
        return <AgreementCompletionStep {...common} kind={current} />;
      case 'consent':
        return (
          <form
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              next();
            }}
          >
            <Stack gap="lg">
              {title(<Trans>Marketing consent</Trans>)}
              <ConsentFields
                emailConsent={draft.emailConsent}
                phoneConsent={draft.phoneConsent}
                marketingLink={settings.links.marketing_consent}
                privacyLink={settings.links.privacy}
                clubAddress={settings.company_address}
                onChange={edit}
              />
              <WizardButtons onBack={back} busy={save.isPending} />
            </Stack>
          </form>
        );
      case 'survey':
        return renderSurvey({
          heading: title,
          type: profile.role === 7 ? 'decor' : 'main',
          progress: draft.surveyProgress,
          onProgress: (surveyProgress) => edit({ surveyProgress }),
          onDone: (surveyJson) => {
            const final = { ...draft, surveyJson };
            setDraft(final);
            finish(final);
          },
          onBack: back,
          busy: save.isPending,
        });
    }
  })();

  return (
    <Stack gap="lg">
      <ErrorAlert messages={errors} />
      {step}
    </Stack>
  );
}
