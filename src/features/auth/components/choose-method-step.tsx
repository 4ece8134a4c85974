import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StepFrame } from '../../../components/step-frame.ts';
import type { LoginMethod } from '../login-wizard-state.ts';

export function ChooseMethodStep({ heading, onChoose }: StepFrame & { onChoose: (method: LoginMethod) => void }) {
  return (
    <Stack gap="lg">
      {heading(<Trans>Sign in to Installer Club</Trans>)}
      <Text>
        <Trans>We will send you a one-time code. No password needed.</Trans>
      </Text>
      <Stack gap="md">
        <Button fullWidth onClick={() => onChoose('email')}>
          <Trans>Continue with e-mail</Trans>
        </Button>
        <Button fullWidth variant="outline" onClick={() => onChoose('phone')}>
          <Trans>Continue with phone</Trans>
        </Button>
      </Stack>
      <Text>
        <Trans>New to the club?</Trans>{' '}
        <Anchor component={Link} to="/register">
          <Trans>Register your company</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}
