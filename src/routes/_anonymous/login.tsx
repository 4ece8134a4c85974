import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginWizard } from '../../features/auth/components/login-wizard.tsx';
import { SurveyStep } from '../../features/survey/components/survey-step.tsx';
import { emptySurveyProgress, type SurveyProgress } from '../../features/survey/survey-progress.ts';
import { writeToken } from '../../lib/auth/token-store.ts';
import { clearDraft } from '../../lib/drafts/draft-store.ts';

export const Route = createFileRoute('/_anonymous/login')({
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  // A new wizard after the terms were declined.
  const [round, setRound] = useState(0);
  return (
    <LoginWizard
      key={round}
      onSignedIn={(token) => {
        writeToken(token);
        void clearDraft('register');
        void clearDraft('register-decor');
        void navigate({ to: '/' });
      }}
      onDeclined={() => {
        setRound((n) => n + 1);
        void navigate({ to: '/login' });
      }}
      registerLink={
        <Text>
          <Trans>New to the club?</Trans>{' '}
          <Anchor component={Link} to="/register">
            <Trans>Register your company</Trans>
          </Anchor>
        </Text>
      }
      renderSurvey={({ progress, ...rest }) => (
        <SurveyStep {...rest} progress={(progress as SurveyProgress | null) ?? emptySurveyProgress()} />
      )}
    />
  );
}
