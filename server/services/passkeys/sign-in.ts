import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type * as v from 'valibot';
import type { AuthenticationCredential } from '#contract/passkeys.ts';
import { ApiError } from '#server/http/api-error.ts';
import { keepChallenge, signedChallenge, takeChallenge } from './challenges.ts';
import type { PasskeyDeps } from './registration.ts';
import { userHandleText } from './user-handle.ts';

/** One answer for every refusal, so it tells no one whether an account, a passkey or a challenge exists. */
export const passkeyRefused = () => new ApiError(401, 'The passkey was not accepted. Sign in with a code.');

/** The options for navigator.credentials.get: no account named, the passkey on the device knows it. */
export async function signInOptions(deps: PasskeyDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
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
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(stored.public_key),
        counter: Number(stored.counter),
      },
      requireUserVerification: true,
    });
    if (!verified.verified) throw passkeyRefused();
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    throw passkeyRefused();
  }
  // The counter only moves forward (an authenticator that keeps none always says 0): a second sign-in racing this
  // one with the same count finds the row already moved on.
  const moved = await deps.db.query(
    `UPDATE passkeys SET counter = $2, last_used_at = $3
     WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING id`,
    [stored.id, newCounter, deps.clock.now()],
  );
  if (moved.length === 0) throw passkeyRefused();
  return stored.user_id;
}
