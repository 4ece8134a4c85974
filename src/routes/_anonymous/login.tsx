import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { PageLoader } from '#src/components/page-loader.tsx';
import { LoginWizard } from '#src/features/auth/components/login-wizard.tsx';
import type { SurveyProgress } from '#src/features/survey/survey-progress.ts';
import { writeToken } from '#src/lib/auth/token-store.ts';
import { clearDraft } from '#src/lib/drafts/draft-store.ts';
import { sessionOwner } from '#src/lib/outbox/outbox-owner.ts';
import { switchOutboxOwner } from '#src/lib/outbox/outbox-sync.ts';

// The survey is a login step for few people: it loads when it comes (decision 0220), its rules with it (0295).
const SurveyStep = lazy(() =>
  Promise.all([
    import('#src/features/survey/components/survey-step.tsx'),
    import('#src/features/survey/survey-progress.ts'),
  ]).then(([step, rules]) => ({
    default: ({
      progress,
      ...rest
    }: Omit<ComponentProps<typeof step.SurveyStep>, 'progress'> & { progress: SurveyProgress | null }) => (
      <step.SurveyStep {...rest} progress={progress ?? rules.emptySurveyProgress()} />
    ),
  })),
);

export const Route = createFileRoute('/_anonymous/login')({
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A new wizard after the terms were declined.
  const [round, setRound] = useState(0);
  return (
    <LoginWizard
      key={round}
      onSignedIn={(token) => {
        writeToken(token);
        // This account's queued work (kept on the device since it last signed out) comes back and replays.
        void switchOutboxOwner(queryClient, sessionOwner());
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
          <Anchor component={Link} to="/register" className="inline-action">
            <Trans>Register your company</Trans>
          </Anchor>
        </Text>
      }
      renderSurvey={({ progress, ...rest }) => (
        <Suspense fallback={<PageLoader />}>
          <SurveyStep {...rest} progress={progress as SurveyProgress | null} />
        </Suspense>
      )}
    />
  );
}
