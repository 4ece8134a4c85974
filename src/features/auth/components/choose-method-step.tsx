import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VerifyResponse } from '#contract/auth.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import type { StepFrame } from '#src/components/step-frame.ts';
import type { LoginMethod } from '../login-wizard-state.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';

interface ChooseMethodStepProps extends StepFrame {
  onChoose: (method: LoginMethod) => void;
  /** A finger on a choice: the next step's code can start loading. */
  onPrepare?: () => void;
  /** The choice whose step is loading. */
  choosing?: LoginMethod | null;
  /** Why a choice could not go on (the next step's code did not load). */
  errors?: MessageDescriptor[];
  /** A passkey signed in: on as after the code. */
  onPasskeySignedIn: (answer: VerifyResponse) => void;
  /** The way to registration, given by the route. */
  footer?: ReactNode;
}

export function ChooseMethodStep({
  heading,
  onChoose,
  onPrepare,
  choosing = null,
  errors = [],
  onPasskeySignedIn,
  footer,
}: ChooseMethodStepProps) {
  return (
    <Stack gap="lg">
      {heading(<Trans>Sign in to Installer Club</Trans>)}
      <Text>
        <Trans>We will send you a one-time code. No password needed.</Trans>
      </Text>
      <Stack gap="md">
        <Button fullWidth loading={choosing === 'email'} onPointerDown={onPrepare} onClick={() => onChoose('email')}>
          <Trans>Continue with e-mail</Trans>
        </Button>
        <Button
          fullWidth
          variant="outline"
          loading={choosing === 'phone'}
          onPointerDown={onPrepare}
          onClick={() => onChoose('phone')}
        >
          <Trans>Continue with phone</Trans>
        </Button>
      </Stack>
      <ErrorAlert messages={errors} />
      <PasskeySignIn onSignedIn={onPasskeySignedIn} />
      {footer}
    </Stack>
  );
}
