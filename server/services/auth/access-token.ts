import { sign, verify } from 'hono/jwt';
import type { Clock } from '#server/clock.ts';

export const ACCESS_TOKEN_MINUTES = 60;

/**
 * An access token for the user; `pair` tags the refresh token issued with it (claim `sid`, an opaque tag), which lets a
 * spent refresh token be answered again only to the holder of its pair (decision 0262).
 */
export async function signAccessToken(
  secret: string,
  clock: Clock,
  userUuid: string,
  pair?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_MINUTES * 60;
  const claims = pair === undefined ? { sub: userUuid, iat, exp } : { sub: userUuid, iat, exp, sid: pair };
  const token = await sign(claims, secret, 'HS256');
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The user uuid of a valid, unexpired token (by the server's clock), or null. */
export async function readAccessToken(secret: string, clock: Clock, token: string): Promise<string | null> {
  try {
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return payload.exp * 1000 > clock.now().getTime() ? payload.sub : null;
  } catch {
    return null;
  }
}
