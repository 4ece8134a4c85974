import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '#src/lib/http/api-error.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';

/**
 * @simplewebauthn/browser's browserSupportsWebAuthn, written out here: the library is loaded only when a passkey is
 * used (loadWebAuthn), and importing one function of it statically would pull all of it into the first screen.
 */
export const supportsPasskeys = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

/** The browser half of SimpleWebAuthn, in a chunk of its own. */
export const loadWebAuthn = () => import('./webauthn-browser.ts');

export const SIGN_IN_CANCELLED = msg`The passkey sign-in was cancelled or timed out. You can sign in with a code instead.`;
const SIGN_IN_FAILED = msg`This device could not use a passkey. You can sign in with a code instead.`;
const ADD_CANCELLED = msg`Adding the passkey was cancelled or timed out.`;
const ADD_FAILED = msg`This device could not make a passkey.`;
const ALREADY_ON_DEVICE = msg`This device already has a passkey for your account.`;

/** The person closed the prompt, let it time out, or the fingerprint or face was not recognised. */
const dismissed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** What to say when a passkey sign-in did not work: the server's refusal, or what the device did. */
export function signInErrors(error: unknown): MessageDescriptor[] {
  if (isApiError(error)) return errorMessages(error);
  return [dismissed(error) ? SIGN_IN_CANCELLED : SIGN_IN_FAILED];
}

/** What to say when adding a passkey did not work. */
export function addErrors(error: unknown): MessageDescriptor[] {
  if (isApiError(error)) return errorMessages(error);
  if (error instanceof Error && error.name === 'InvalidStateError') return [ALREADY_ON_DEVICE];
  return [dismissed(error) ? ADD_CANCELLED : ADD_FAILED];
}
