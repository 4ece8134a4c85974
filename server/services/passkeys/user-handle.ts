/**
 * The WebAuthn user handle of an account: its uuid's 16 bytes. A passkey keeps it and hands it back at sign-in;
 * it carries no e-mail or name (authenticators may show or sync it).
 */
export function userHandleOf(uuid: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(uuid.replace(/-/g, ''), 'hex'));
}

export const userHandleText = (uuid: string) => Buffer.from(userHandleOf(uuid)).toString('base64url');
