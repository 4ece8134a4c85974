/** The claims of an access token, read without checking its signature, or null for a token that is not a JWT. */
export function jwtClaims(accessToken: string): Record<string, unknown> | null {
  try {
    const part = accessToken.split('.')[1];
    if (!part) return null;
    const claims: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The account a token belongs to: its subject (user uuid); one bucket for tokens that are not JWTs (the faker's). */
export function tokenOwner(accessToken: string): string {
  const sub = jwtClaims(accessToken)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : 'unknown';
}

/** When the server issued the access token (its JWT's `iat`), or null for a token that is not a readable JWT. */
export function issuedAtMs(accessToken: string): number | null {
  const iat = jwtClaims(accessToken)?.iat;
  return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null;
}
