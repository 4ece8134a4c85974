import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { VerifyResponse } from '#contract/auth.ts';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from '#contract/passkeys.ts';
import { deviceToken } from '#src/lib/auth/device-token.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { loadWebAuthn } from '../webauthn.ts';
import { passkeyKeys } from './passkey-keys.ts';

export { passkeyKeys };

export function passkeyListQuery() {
  return queryOptions({
    queryKey: passkeyKeys.list(),
    queryFn: ({ signal }) => callApi(listPasskeys, { signal }),
  });
}

/**
 * The whole of adding a passkey: the server's options, the device's fingerprint or face prompt, the server's check.
 * Needs the network (the challenge is the server's); the library loads beside the first call.
 */
export function addPasskeyMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: passkeyKeys.add(),
    mutationFn: async (name: string) => {
      const [answer, webauthn] = await Promise.all([callApi(registrationOptions), loadWebAuthn()]);
      const optionsJSON = answer.options as unknown as PublicKeyCredentialCreationOptionsJSON;
      const credential = await webauthn.startRegistration({ optionsJSON });
      return callApi(addPasskey, { body: { credential, name } });
    },
    onSuccess: (passkey) =>
      queryClient.setQueryData(passkeyListQuery().queryKey, (list) => [
        passkey,
        ...(list ?? []).filter((p) => p.uuid !== passkey.uuid),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function removePasskeyMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: passkeyKeys.remove(),
    mutationFn: (uuid: string) => callApi(removePasskey, { params: { uuid } }),
    onSuccess: (_answer, uuid) =>
      queryClient.setQueryData(passkeyListQuery().queryKey, (list) => list?.filter((p) => p.uuid !== uuid)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

/** A passkey sign-in: the server's options, the device's prompt (the passkey names the account), the server's check. */
export async function signInWithAPasskey(): Promise<VerifyResponse> {
  const [answer, webauthn] = await Promise.all([callApi(signInOptions), loadWebAuthn()]);
  const optionsJSON = answer.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await webauthn.startAuthentication({ optionsJSON });
  // The device's token goes along, so a passkey sign-in makes this device one the account knows (decision 0262).
  return callApi(signInWithPasskey, { body: { credential, device: deviceToken() } });
}
