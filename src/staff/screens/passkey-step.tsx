import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type StaffMe,
  staffPasskeyAdd,
  staffPasskeyConfirm,
  staffPasskeyConfirmOptions,
  staffPasskeyOptions,
} from '#contract/staff.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { isApiError } from '#src/lib/http/api-error.ts';
import { BrandMark } from '../frame/brand-mark.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { callStaff } from '../session/call-staff.ts';
import { signOut } from '../session/sign-out.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';

const loadWebAuthn = () => import('@simplewebauthn/browser');

const CANCELLED = msg`The passkey prompt was closed or timed out. Try again when you are ready.`;
const UNSUPPORTED = msg`This browser cannot use a passkey. Use a browser or device that can.`;

function passkeyErrors(error: unknown): MessageDescriptor[] {
  if (isApiError(error)) return staffErrorMessages(error);
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return [CANCELLED];
  return [UNSUPPORTED];
}

/** Confirms the session with one of the member's passkeys; the session acts as admin from then on. */
async function confirmWithPasskey(): Promise<StaffMe> {
  const [{ options }, webauthn] = await Promise.all([callStaff(staffPasskeyConfirmOptions), loadWebAuthn()]);
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await webauthn.startAuthentication({ optionsJSON });
  return callStaff(staffPasskeyConfirm, { body: { credential } });
}

/** An admin's first passkey, made on this device from the code session, then used at once to confirm it. */
async function addThenConfirm(): Promise<StaffMe> {
  const [{ options }, webauthn] = await Promise.all([callStaff(staffPasskeyOptions), loadWebAuthn()]);
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const credential = await webauthn.startRegistration({ optionsJSON });
  await callStaff(staffPasskeyAdd, { body: { credential } });
  return confirmWithPasskey();
}

/**
 * An admin's session acts with no role until it is confirmed with a passkey (decision 0276): this step asks for
 * one, or has the admin add their first on this device.
 */
export function PasskeyStep({ staff }: { staff: StaffMe }) {
  const { t } = useLingui();
  useConsoleTitle(t`Confirm with a passkey`);
  const queryClient = useQueryClient();
  const first = staff.passkeys === 0;
  const confirm = useMutation({
    mutationFn: first ? addThenConfirm : confirmWithPasskey,
    onSuccess: (me) => queryClient.setQueryData(staffKeys.me(), me),
  });
  return (
    <main id="main" className="console-sign-in">
      <Paper withBorder radius="md" p="xl" className="console-sign-in-card">
        <Stack gap="lg">
          <div className="console-brand">
            <BrandMark />
            <span>
              <Trans>Club staff</Trans>
            </span>
          </div>
          <Title order={1}>
            <Trans>Confirm with a passkey</Trans>
          </Title>
          <Text>
            {first ? (
              <Trans>
                Admins confirm every session with a passkey. Add one on this device now: your fingerprint, face or
                screen lock, or a security key.
              </Trans>
            ) : (
              <Trans>Admins confirm every session with a passkey. Use your fingerprint, face or security key.</Trans>
            )}
          </Text>
          <ErrorAlert messages={confirm.isError ? passkeyErrors(confirm.error) : []} />
          <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {first ? <Trans>Add a passkey and confirm</Trans> : <Trans>Confirm with my passkey</Trans>}
          </Button>
          <Button variant="default" onClick={() => void signOut()}>
            <Trans>Sign out</Trans>
          </Button>
        </Stack>
      </Paper>
    </main>
  );
}
