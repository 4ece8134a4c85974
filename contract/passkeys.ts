import * as v from 'valibot';
import { DeviceToken, VerifyResponse } from './auth.ts';
import { defineCall } from './call.ts';
import { IsoDateTime, Uuid } from './common.ts';

/** A passkey's name as shown in the list (the app names it after the device: "Chrome on Android"). */
export const PASSKEY_NAME_MAX = 60;

const Base64Url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url.'), v.maxLength(16_384));

/**
 * The browser's answers, as @simplewebauthn/browser hands them over (WebAuthn's JSON forms); the server library
 * checks what is inside.
 */
const CredentialCommon = {
  id: Base64Url,
  rawId: Base64Url,
  type: v.literal('public-key'),
  clientExtensionResults: v.optional(
    v.custom<object>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'Must be an object.'),
    {},
  ),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
};

export const RegistrationCredential = v.object({
  ...CredentialCommon,
  response: v.object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: v.optional(Base64Url),
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(10))),
    publicKeyAlgorithm: v.optional(v.number()),
    publicKey: v.optional(Base64Url),
  }),
});

export const AuthenticationCredential = v.object({
  ...CredentialCommon,
  response: v.object({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: v.optional(Base64Url),
  }),
});

/** What the browser's navigator.credentials.create / get take (WebAuthn's JSON forms), made by the server. */
export const CeremonyOptions = v.looseObject({ challenge: v.string(), timeout: v.optional(v.number()) });

export const Passkey = v.object({
  uuid: Uuid,
  name: v.string(),
  created_at: IsoDateTime,
  /** The last sign-in with it; null until it is first used. */
  last_used_at: v.nullable(IsoDateTime),
});
export type Passkey = v.InferOutput<typeof Passkey>;

export const AddPasskeyRequest = v.strictObject({
  credential: RegistrationCredential,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PASSKEY_NAME_MAX, 'The name is too long.'))),
});
export type AddPasskeyRequest = v.InferInput<typeof AddPasskeyRequest>;

export const registrationOptions = defineCall({
  method: 'POST',
  path: '/v2/installer/passkeys/registration-options',
  auth: 'user',
  summary:
    'Starts adding a passkey: the options for navigator.credentials.create (a discoverable credential with user ' +
    'verification; the challenge is good for 5 minutes, once).',
  response: v.object({ options: CeremonyOptions }),
});

export const addPasskey = defineCall({
  method: 'POST',
  path: '/v2/installer/passkeys',
  auth: 'user',
  status: 201,
  summary: "Verifies the new passkey against its challenge and the club's origin, and keeps it for sign-in.",
  body: AddPasskeyRequest,
  response: Passkey,
});

export const listPasskeys = defineCall({
  method: 'GET',
  path: '/v2/installer/passkeys',
  auth: 'user',
  summary: "The caller's passkeys, newest first.",
  response: v.array(Passkey),
});

export const removePasskey = defineCall({
  method: 'DELETE',
  path: '/v2/installer/passkeys/:uuid',
  auth: 'user',
  status: 204,
  summary: 'Removes one of the caller’s passkeys; it can no longer sign in (404 for anyone else’s).',
  params: v.object({ uuid: Uuid }),
  response: v.null(),
});

export const signInOptions = defineCall({
  method: 'POST',
  path: '/v2/installer/passkeys/sign-in-options',
  auth: 'public',
  summary:
    'Starts a passkey sign-in: the options for navigator.credentials.get, naming no account (the passkey ' +
    'knows it); the challenge is good for 5 minutes, once.',
  response: v.object({ options: CeremonyOptions }),
});

export const signInWithPasskey = defineCall({
  method: 'POST',
  path: '/v2/installer/passkeys/sign-in',
  auth: 'public',
  summary:
    'Signs in with a passkey: answers as the code sign-in does (tokens and the login profile). No login-code ' +
    'limit applies; a refused passkey is 401 whatever the reason.',
  /** The app's device token, as the code sign-in sends it: the device becomes one the account knows (decision 0262). */
  body: v.strictObject({ credential: AuthenticationCredential, device: v.optional(DeviceToken) }),
  response: VerifyResponse,
});
