/**
 * The browser half of SimpleWebAuthn, loaded only when a passkey is used (webauthn.ts, decision 0260).
 *
 * The one statement with an effect is what keeps this chunk lazy: the build merges chunks under 30 kB that have no
 * effect into the entry (experimentalMinChunkSize, decision 0103), and the library (5 KiB gzipped) has none, so it
 * landed in the first load of every screen.
 */
export { startAuthentication, startRegistration } from '@simplewebauthn/browser';

(globalThis as { passkeyLibraryLoadedAt?: number }).passkeyLibraryLoadedAt = Date.now();
