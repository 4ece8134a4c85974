import { useNavigate } from '@tanstack/react-router';
import { RegistrationWizard } from '#src/features/registration/components/registration-wizard.tsx';
import { SurveyStep } from '#src/features/survey/components/survey-step.tsx';
import { emptySurveyProgress, type SurveyProgress } from '#src/features/survey/survey-progress.ts';

/** /register and /register/decor: the registration wizard with the survey feature in its survey step. */
export function RegistrationPage({ decor, invite }: { decor: boolean; invite: string | null }) {
  const navigate = useNavigate();
  return (
    <RegistrationWizard
      decor={decor}
      invite={invite}
      onLogIn={() => void navigate({ to: '/login' })}
      renderSurvey={({ progress, onProgress, ...rest }) => (
        <SurveyStep
          {...rest}
          progress={(progress as SurveyProgress | null) ?? emptySurveyProgress()}
          onProgress={onProgress}
        />
      )}
    />
  );
}
