import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '#server/clock.ts';

export interface AccessClaims {
  /** The user's uuid. */
  sub: string;
  /** Set on emulation tokens only: the admin's name and the emulation session's uuid. */
  emulatedBy: string | null;
  emulation: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A token whose signature and claims were checked, and when it expires (ms since the epoch). */
export interface VerifiedToken {
  claims: AccessClaims;
  expiresAt: number;
}

/**
 * The claims of a correctly signed HS256 access token and its expiry, whatever the time: what readAccessClaims
 * checks except the clock, so a caller may keep the answer for the same token and check only the expiry again.
 * Verified with node:crypto's synchronous HMAC rather than hono/jwt's WebCrypto path: every signed-in request
 * pays this, and the WebCrypto key import and job hand-off cost about a tenth of the server's CPU under load
 * (docs/decisions/0053). Tokens are still signed by hono/jwt; the format is plain JWS compact HS256.
 */
export function verifyAccessToken(secret: string, token: string): VerifiedToken | null {
  const payload = signedPayload(secret, token);
  if (!payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  // The subject is looked up as a uuid column: anything else is no user (401), not a cast error (500).
  if (!UUID.test(payload.sub)) return null;
  const emulated = typeof payload.emulated_by === 'string' && typeof payload.emu === 'string';
  return {
    claims: {
      sub: payload.sub,
      emulatedBy: emulated ? (payload.emulated_by as string) : null,
      emulation: emulated ? (payload.emu as string) : null,
    },
    expiresAt: payload.exp * 1000,
  };
}

/** The payload of a correctly signed HS256 token, or null. */
function signedPayload(secret: string, token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  const header = decodeJson(head);
  if (header?.alg !== 'HS256') return null;
  // Compared as text, so no other spelling of the same bytes passes.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return decodeJson(body);
}

/**
 * Whom a correctly signed access token was issued to, when (`iat`, seconds) and with which refresh token (`sid`, the
 * pair's tag; null on tokens from before that claim), expired or not; null for anything else.
 */
export function accessTokenIssue(
  secret: string,
  token: string,
): { sub: string; iat: number | null; pair: string | null } | null {
  const payload = signedPayload(secret, token);
  if (!payload || typeof payload.sub !== 'string') return null;
  return {
    sub: payload.sub,
    iat: typeof payload.iat === 'number' ? payload.iat : null,
    pair: typeof payload.sid === 'string' ? payload.sid : null,
  };
}

/** The claims of a valid, unexpired HS256 access token (by the server's clock), or null. */
export function readAccessClaims(secret: string, clock: Clock, token: string): AccessClaims | null {
  const verified = verifyAccessToken(secret, token);
  return verified && verified.expiresAt > clock.now().getTime() ? verified.claims : null;
}
