import { Plural, Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import type { RegisterResponse } from '#contract/registration.ts';
import type { StepProps } from './step-props.ts';

export function CompleteStep({
  heading,
  result,
  onLogIn,
}: Pick<StepProps, 'heading'> & { result: RegisterResponse | null; onLogIn: () => void }) {
  const points = result?.welcome_points ?? 0;
  return (
    <Stack gap="lg">
      {heading(<Trans>Welcome to Installer Club!</Trans>)}
      {points > 0 ? (
        <Text size="lg">
          <Plural
            value={points}
            one="Your company received # welcome point."
            other="Your company received # welcome points."
          />
        </Text>
      ) : (
        <Text size="lg">
          <Trans>You have joined your company's team.</Trans>
        </Text>
      )}
      {result && result.survey_points > 0 && (
        <Text>
          <Plural
            value={result.survey_points}
            one="Thank you for the survey: # more point."
            other="Thank you for the survey: # more points."
          />
        </Text>
      )}
      {result?.points_held && (
        <Text fw={700}>
          <Trans>
            The points reach your balance when you verify your e-mail: after you log in, the home page sends you the
            code.
          </Trans>
        </Text>
      )}
      <Text>
        <Trans>Log in with your e-mail or phone to start collecting points.</Trans>
      </Text>
      <Button size="lg" onClick={onLogIn}>
        <Trans>Log in</Trans>
      </Button>
    </Stack>
  );
}
