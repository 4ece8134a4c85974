/** Who the passkeys belong to: the club at the origin people open (PUBLIC_ORIGIN), by its host name. */
export interface RelyingParty {
  /** The RP ID: the origin's host name (passkeys made for it work on it and on its subdomains only). */
  id: string;
  /** The origin the browser must report in its signed client data. */
  origin: string;
  /** Shown by the browser and the authenticator beside the account. */
  name: string;
}

export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname, origin: url.origin, name: 'Installer Club' };
}
