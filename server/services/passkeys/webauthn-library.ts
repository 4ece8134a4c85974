/**
 * @simplewebauthn/server, loaded on the first passkey ceremony: with its X.509 and ASN.1 stack it was the heaviest
 * import of the server's start (about a third of it), for a call most starts never see (decision 0297).
 */
export type WebAuthnLibrary = typeof import('@simplewebauthn/server');

let loaded: Promise<WebAuthnLibrary> | undefined;

export function webauthnLibrary(): Promise<WebAuthnLibrary> {
  loaded ??= import('@simplewebauthn/server');
  return loaded;
}
