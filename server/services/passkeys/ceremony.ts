import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ApiError } from '#server/http/api-error.ts';
import type { PasskeyDeps } from './registration.ts';
import { type WebAuthnLibrary, webauthnLibrary } from './webauthn-library.ts';

/**
 * The two WebAuthn checks installers' and staff passkeys share (@simplewebauthn/server): the club's origin and RP ID,
 * user verification required, and any failure answered with the caller's one refusal, so it tells nothing more.
 */
export interface KeptCredential {
  id: string;
  publicKey: Uint8Array;
  counter: number;
}

/** A new credential's attestation, for the challenge the server gave; answers what to keep. */
export async function verifyNewCredential(
  deps: PasskeyDeps,
  response: RegistrationResponseJSON,
  challenge: string,
  refuse: () => ApiError,
): Promise<KeptCredential> {
  let verified: Awaited<ReturnType<WebAuthnLibrary['verifyRegistrationResponse']>>;
  try {
    verified = await (await webauthnLibrary()).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw refuse();
  }
  if (!verified.verified) throw refuse();
  const { credential } = verified.registrationInfo;
  return { id: credential.id, publicKey: credential.publicKey, counter: credential.counter };
}

/**
 * An assertion signed by a kept passkey, for the challenge the server gave; moves the kept counter on (it only moves
 * forward; an authenticator that keeps none always says 0, and a second use racing this one finds the row moved).
 */
export async function verifyAssertion(
  deps: PasskeyDeps,
  table: 'passkeys' | 'staff_passkeys',
  response: AuthenticationResponseJSON,
  challenge: string,
  stored: { id: number; public_key: Uint8Array; counter: number },
  refuse: () => ApiError,
): Promise<void> {
  let newCounter: number;
  try {
    const verified = await (await webauthnLibrary()).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      credential: { id: response.id, publicKey: new Uint8Array(stored.public_key), counter: Number(stored.counter) },
      requireUserVerification: true,
    });
    if (!verified.verified) throw refuse();
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    throw refuse();
  }
  const moved = await deps.db.query(
    `UPDATE ${table} SET counter = $2, last_used_at = $3
     WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING id`,
    [stored.id, newCounter, deps.clock.now()],
  );
  if (moved.length === 0) throw refuse();
}
