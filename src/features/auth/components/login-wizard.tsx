import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useReducer } from 'react';
import { RESEND_WAIT_SECONDS, type VerifyResponse } from '../../../../contract/auth.ts';
import { COUNTRY_BY_LOCALE, isLocale } from '../../../lib/i18n/locales.ts';
import { INVALID_CODE } from '../login-errors.ts';
import { initialLoginState, loginReducer } from '../login-wizard-state.ts';
import { isDialCountry } from '../registration-countries.ts';
import { ChooseMethodStep } from './choose-method-step.tsx';
import { CodeStep } from './code-step.tsx';
import { IdentifyStep } from './identify-step.tsx';
import { StepHeading } from './step-heading.tsx';

const resendDeadline = (seconds: number) => Date.now() + (seconds > 0 ? seconds : RESEND_WAIT_SECONDS) * 1000;

/** The login wizard: choose e-mail or phone, give it, enter the code. Steps come from the state's list. */
export function LoginWizard({ onSignedIn }: { onSignedIn: (answer: VerifyResponse) => void }) {
  const { i18n } = useLingui();
  const [state, dispatch] = useReducer(loginReducer, i18n.locale, (locale) => {
    const country = isLocale(locale) ? COUNTRY_BY_LOCALE[locale] : 'PL';
    return initialLoginState(isDialCountry(country) ? country : 'PL');
  });
  const back = () => dispatch({ type: 'back' });
  const heading = (title: ReactNode) => (
    <StepHeading step={state.steps.indexOf(state.current) + 1} total={state.steps.length} focus={state.moved}>
      {title}
    </StepHeading>
  );

  switch (state.current) {
    case 'choose':
      return <ChooseMethodStep heading={heading} onChoose={(method) => dispatch({ type: 'choose', method })} />;
    case 'identify':
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
              destination,
              resendAt: resendDeadline(answer.resend_in),
            })
          }
          onBack={back}
        />
      );
    case 'code':
      return (
        <CodeStep
          heading={heading}
          request={state.request!}
          userId={state.userId!}
          destination={state.destination}
          resendAt={state.resendAt}
          onResent={(answer) =>
            dispatch({
              type: 'code-sent',
              request: state.request!,
              userId: answer.user_id,
              destination: state.destination,
              resendAt: resendDeadline(answer.resend_in),
            })
          }
          onRejected={() => dispatch({ type: 'code-rejected', notice: [INVALID_CODE] })}
          onVerified={onSignedIn}
          onBack={back}
        />
      );
  }
}
