import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { CountryCode } from 'libphonenumber-js';
import { lazy, type ReactNode, Suspense, useEffect, useReducer, useState } from 'react';
import { RESEND_WAIT_SECONDS, type VerifyResponse } from '#contract/auth.ts';
import { PageLoader } from '#src/components/page-loader.tsx';
import { StepHeading } from '#src/components/step-heading.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { OFFLINE_ERROR } from '#src/lib/http/error-messages.ts';
import { COUNTRY_BY_LOCALE, isLocale } from '#src/lib/i18n/locales.ts';
import { INVALID_CODE } from '../login-errors.ts';
import { initialLoginState, type LoginMethod, loginReducer } from '../login-wizard-state.ts';
import { ChooseMethodStep } from './choose-method-step.tsx';
import type { LoginSurveySlotProps } from './completion-wizard.tsx';

// Only some people have steps left after the code (decision 0220): their code is fetched while the code is typed.
const loadCompletionWizard = () => import('./completion-wizard.tsx');
const CompletionWizard = lazy(() => loadCompletionWizard().then((m) => ({ default: m.CompletionWizard })));

// The e-mail or phone step and the code step, their fields and calls, load when the person chooses a way in: the first
// screen shows only the choice (decision 0301). A finger on a choice starts the download.
type CodeSteps = [typeof import('./identify-step.tsx'), typeof import('./code-step.tsx')];
let codeSteps: CodeSteps | null = null;
// Which steps follow the code: loaded with the code steps, or after a passkey sign-in (the network has just answered).
const loadCompletionSteps = () => import('../completion-steps.ts');
const loadCodeSteps = (): Promise<CodeSteps> =>
  Promise.all([import('./identify-step.tsx'), import('./code-step.tsx'), loadCompletionSteps()]).then(
    ([identify, code]) => {
      const loaded: CodeSteps = [identify, code];
      codeSteps = loaded;
      return loaded;
    },
  );

const resendDeadline = (seconds: number) => Date.now() + (seconds > 0 ? seconds : RESEND_WAIT_SECONDS) * 1000;

interface LoginWizardProps {
  /** Called once the conditional steps are done (or none were needed): store the token, go home. */
  onSignedIn: (answer: VerifyResponse) => void;
  /** The Czech/Slovak terms were declined: the profile is closed, back to a fresh /login. */
  onDeclined: () => void;
  renderSurvey: (props: LoginSurveySlotProps) => ReactNode;
  /** Shown under the first step: the link to registration. */
  registerLink?: ReactNode;
}

/**
 * The login wizard: choose e-mail or phone, give it, enter the code, then the conditional steps the login
 * profile needs (terms, registration number, company type, disclaimer, declaration, consent, survey).
 */
export function LoginWizard({ onSignedIn, onDeclined, renderSurvey, registerLink }: LoginWizardProps) {
  const { i18n, t } = useLingui();
  usePageTitle(t`Sign in`);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(loginReducer, i18n.locale, (locale) => {
    // Every language's country is one with a dialling code (src/lib/phone/dial-countries.test.ts): the list itself
    // comes with the phone fields, not with the first screen (decision 0301).
    return initialLoginState((isLocale(locale) ? COUNTRY_BY_LOCALE[locale] : 'PL') as CountryCode);
  });
  const back = () => dispatch({ type: 'back' });
  const [steps, setSteps] = useState(codeSteps);
  const [chooseErrors, setChooseErrors] = useState<MessageDescriptor[]>([]);
  const [choosing, setChoosing] = useState<LoginMethod | null>(null);
  // The choice shows until the next steps' code is in; without signal it says so, and the choice stays.
  const choose = (method: LoginMethod) => {
    setChooseErrors([]);
    setChoosing(method);
    loadCodeSteps().then(
      (loaded) => {
        setSteps(loaded);
        setChoosing(null);
        dispatch({ type: 'choose', method });
      },
      () => {
        setChoosing(null);
        setChooseErrors([OFFLINE_ERROR]);
      },
    );
  };
  const prepare = () => void loadCodeSteps().catch(() => undefined);
  // A code or a passkey: either way on to the conditional steps the login profile needs, or straight in.
  const verified = async (answer: VerifyResponse) => {
    const config = await queryClient.ensureQueryData(publicConfigQuery()).catch(() => null);
    const rules = await loadCompletionSteps().catch(() => null);
    // Neither the configuration nor these rules (no signal): on in, as the wizard always did without the configuration.
    const needed = config && rules ? rules.completionSteps(answer.installer, config, null) : [];
    if (needed.length === 0) onSignedIn(answer);
    else dispatch({ type: 'verified', session: answer });
  };
  useEffect(() => {
    if (state.current === 'code') void loadCompletionWizard().catch(() => undefined);
  }, [state.current]);
  const heading = (title: ReactNode) => (
    <StepHeading step={state.steps.indexOf(state.current) + 1} total={state.steps.length} focus={state.moved}>
      {title}
    </StepHeading>
  );

  switch (state.current) {
    case 'choose':
      return (
        <ChooseMethodStep
          heading={heading}
          errors={chooseErrors}
          choosing={choosing}
          onPrepare={prepare}
          onChoose={choose}
          onPasskeySignedIn={verified}
          footer={registerLink}
        />
      );
    case 'identify': {
      if (!steps) return <PageLoader />;
      const [{ IdentifyStep }] = steps;
      return (
        <IdentifyStep
          heading={heading}
          draft={state.draft}
          notice={state.notice}
          onEdit={(patch) => dispatch({ type: 'edit', patch })}
          onCodeSent={(request, answer, destination) =>
            dispatch({
              type: 'code-sent',
              request,
              userId: answer.user_id,
              attempt: answer.attempt,
              destination,
              resendAt: resendDeadline(answer.resend_in),
            })
          }
          onBack={back}
        />
      );
    }
    case 'code': {
      if (!steps) return <PageLoader />;
      const [, { CodeStep }] = steps;
      return (
        <CodeStep
          heading={heading}
          request={state.request!}
          userId={state.userId!}
          attempt={state.attempt!}
          destination={state.destination}
          resendAt={state.resendAt}
          onResent={(answer) =>
            dispatch({
              type: 'code-sent',
              request: state.request!,
              userId: answer.user_id,
              attempt: answer.attempt,
              destination: state.destination,
              resendAt: resendDeadline(answer.resend_in),
            })
          }
          onRejected={() => dispatch({ type: 'code-rejected', notice: [INVALID_CODE] })}
          onVerified={verified}
          onBack={back}
        />
      );
    }
    case 'completion':
      return (
        <Suspense fallback={<PageLoader />}>
          <CompletionWizard
            session={state.session!}
            heading={(title, index, total) => (
              <StepHeading step={4 + index} total={3 + total} focus>
                {title}
              </StepHeading>
            )}
            renderSurvey={renderSurvey}
            onCompleted={() => onSignedIn(state.session!)}
            onDeclined={onDeclined}
          />
        </Suspense>
      );
  }
}
