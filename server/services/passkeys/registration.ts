import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type * as v from 'valibot';
import type { AddPasskeyRequest, Passkey } from '#contract/passkeys.ts';
import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { verifyNewCredential } from './ceremony.ts';
import { keepChallenge, signedChallenge, takeChallenge } from './challenges.ts';
import { credentialsOf, insertPasskey } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';
import { userHandleOf } from './user-handle.ts';
import { webauthnLibrary } from './webauthn-library.ts';

export interface PasskeyDeps {
  db: Queryable;
  clock: Clock;
  rp: RelyingParty;
}

const expired = () => new ApiError(400, 'The passkey request has expired. Please try again.');
const notAdded = () => new ApiError(400, 'The passkey could not be added. Please try again.');
const alreadyAdded = () => new ApiError(409, 'This passkey is already added.');

/** The options for navigator.credentials.create: a discoverable credential, verified by fingerprint, face or PIN. */
export async function registrationOptionsFor(
  deps: PasskeyDeps,
  userId: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const [user] = await deps.db.query<{ uuid: string; email: string | null; phone: string | null; name: string }>(
    "SELECT uuid, email, phone, name || ' ' || surname AS name FROM users WHERE id = $1",
    [userId],
  );
  if (!user) throw new ApiError(401, 'Unauthenticated.');
  const options = await (await webauthnLibrary()).generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userID: userHandleOf(String(user.uuid)),
    userName: user.email ?? user.phone ?? String(user.uuid),
    userDisplayName: user.name,
    timeout: 120_000,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(deps.db, userId),
    // Signing in names no account first, so the passkey must be discoverable; and it is the only factor, so the
    // authenticator must verify the person (fingerprint, face, PIN), not only their presence.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    preferredAuthenticatorType: 'localDevice',
  });
  await keepChallenge(deps.db, deps.clock, options.challenge, 'register', userId);
  return options;
}

/** Verifies the browser's new credential against the user's challenge and the club's origin, and keeps it. */
export async function addPasskey(
  deps: PasskeyDeps,
  userId: number,
  request: v.InferOutput<typeof AddPasskeyRequest>,
): Promise<Passkey> {
  const response = request.credential as RegistrationResponseJSON;
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(deps.db, deps.clock, challenge, 'register', userId))) throw expired();
  const credential = await verifyNewCredential(deps, response, challenge, notAdded);
  const kept = await insertPasskey(
    deps.db,
    userId,
    {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (request.credential.response.transports ?? []).slice(0, 10),
      name: request.name || 'Passkey',
    },
    deps.clock.now(),
  );
  if (!kept) throw alreadyAdded();
  return kept;
}
