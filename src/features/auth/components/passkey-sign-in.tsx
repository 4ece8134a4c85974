import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { VerifyResponse } from '#contract/auth.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { passkeyKeys, signInWithAPasskey } from '../api/passkey-api.ts';
import { signInErrors, supportsPasskeys } from '../webauthn.ts';

interface PasskeySignInProps {
  /** The passkey was accepted: on as after a code (the login wizard's own path). */
  onSignedIn: (answer: VerifyResponse) => void;
}

/**
 * "Sign in with a passkey", on browsers that can: no e-mail typed, no code waited for. A cancelled or refused passkey
 * says so here and leaves the code sign-in beside it as it was.
 */
export function PasskeySignIn({ onSignedIn }: PasskeySignInProps) {
  const [errors, setErrors] = useState<MessageDescriptor[]>([]);
  const signIn = useMutation({ mutationKey: passkeyKeys.signIn(), mutationFn: signInWithAPasskey });
  if (!supportsPasskeys()) return null;
  return (
    <Stack gap="sm">
      <Text c="dimmed" ta="center" size="sm">
        <Trans>or, if you added a passkey on this device</Trans>
      </Text>
      <Button
        fullWidth
        variant="light"
        leftSection={<IconFingerprint aria-hidden size={22} />}
        loading={signIn.isPending}
        onClick={() => {
          setErrors([]);
          signIn.mutate(undefined, { onSuccess: onSignedIn, onError: (error) => setErrors(signInErrors(error)) });
        }}
      >
        <Trans>Sign in with a passkey</Trans>
      </Button>
      <ErrorAlert messages={errors} />
    </Stack>
  );
}
