import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type * as v from 'valibot';
import type { AuthenticationCredential } from '#contract/passkeys.ts';
import { ApiError } from '#server/http/api-error.ts';
import { verifyAssertion } from './ceremony.ts';
import { keepChallenge, signedChallenge, takeChallenge } from './challenges.ts';
import type { PasskeyDeps } from './registration.ts';
import { userHandleText } from './user-handle.ts';
import { webauthnLibrary } from './webauthn-library.ts';

/** One answer for every refusal, so it tells no one whether an account, a passkey or a challenge exists. */
export const passkeyRefused = () => new ApiError(401, 'The passkey was not accepted. Sign in with a code.');

/** The options for navigator.credentials.get: no account named, the passkey on the device knows it. */
export async function signInOptions(deps: PasskeyDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await (await webauthnLibrary()).generateAuthenticationOptions({
    rpID: deps.rp.id,
    timeout: 120_000,
    userVerification: 'required',
  });
  await keepChallenge(deps.db, deps.clock, options.challenge, 'sign-in', null);
  return options;
}

interface StoredPasskey {
  id: number;
  user_id: number;
  user_uuid: string;
  public_key: Uint8Array;
  counter: number;
}

/**
 * Checks a passkey sign-in: the challenge (once, in time), an active user's kept passkey, the user handle, the
 * signature over the club's origin and RP ID with user verification, and a signature counter that moved on.
 * Answers the user's id and marks the passkey used.
 */
export async function verifyPasskeySignIn(
  deps: PasskeyDeps,
  credential: v.InferOutput<typeof AuthenticationCredential>,
): Promise<number> {
  const response = credential as AuthenticationResponseJSON;
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(deps.db, deps.clock, challenge, 'sign-in', null))) throw passkeyRefused();
  const [stored] = await deps.db.query<StoredPasskey>(
    `SELECT p.id, p.user_id, u.uuid AS user_uuid, p.public_key, p.counter
     FROM passkeys p JOIN users u ON u.id = p.user_id
     WHERE p.credential_id = $1 AND u.active = 1`,
    [response.id],
  );
  if (!stored) throw passkeyRefused();
  const handle = response.response.userHandle;
  if (handle && handle !== userHandleText(String(stored.user_uuid))) throw passkeyRefused();
  await verifyAssertion(deps, 'passkeys', response, challenge, stored, passkeyRefused);
  return stored.user_id;
}
