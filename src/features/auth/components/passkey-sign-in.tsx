import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { VerifyResponse } from '#contract/auth.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { passkeyKeys } from '../api/passkey-keys.ts';
import { loadWebAuthn, signInErrors, supportsPasskeys } from '../webauthn.ts';

// The passkey calls (their contract) load when the button is pressed, with the browser's WebAuthn helpers: few people
// use a passkey, and the login's first screen does without them (decision 0301).
const loadPasskeyApi = () => import('../api/passkey-api.ts');

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
  const signIn = useMutation({
    mutationKey: passkeyKeys.signIn(),
    mutationFn: async () => {
      const [api] = await Promise.all([loadPasskeyApi(), loadWebAuthn()]);
      return api.signInWithAPasskey();
    },
  });
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
        // A finger on the button starts loading what the click needs.
        onPointerDown={() => void loadPasskeyApi().catch(() => undefined)}
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
