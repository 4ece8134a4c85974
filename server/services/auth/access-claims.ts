import { verify } from 'hono/jwt';
import type { Clock } from '../../clock.ts';

export interface AccessClaims {
  /** The user's uuid. */
  sub: string;
  /** Set on emulation tokens only: the admin's name and the emulation session's uuid. */
  emulatedBy: string | null;
  emulation: string | null;
}

/** The claims of a valid, unexpired access token (by the server's clock), or null. */
export async function readAccessClaims(secret: string, clock: Clock, token: string): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= clock.now().getTime()) return null;
    const emulated = typeof payload.emulated_by === 'string' && typeof payload.emu === 'string';
    return {
      sub: payload.sub,
      emulatedBy: emulated ? (payload.emulated_by as string) : null,
      emulation: emulated ? (payload.emu as string) : null,
    };
  } catch {
    return null;
  }
}
