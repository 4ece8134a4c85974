import type { Context } from 'hono';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { type VerifiedToken, verifyAccessToken } from '../services/auth/access-claims.ts';
import { emulationActive } from '../services/auth/emulation-session.ts';
import { unauthenticated } from './api-error.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import type { AuthCache } from './auth-cache.ts';

/** Verified tokens kept at once; past this the memory starts over (a client may send any number of tokens). */
const MAX_VERIFIED = 10_000;

/** Bearer JWT -> the active user it names; anything else is 401 'Unauthenticated.'. */
export function bearerAuthenticator(db: Queryable, clock: Clock, secret: string, cache: AuthCache) {
  // A signature verified once stays verified for the same header: a client sends its token with every request,
  // and the HMAC, the decoding and the checks cost a twentieth of a read (decision 0200). Only correctly signed
  // tokens are kept; the expiry is checked against the clock on every request.
  const verified = new Map<string, VerifiedToken>();
  const verify = (header: string): VerifiedToken | null => {
    const kept = verified.get(header);
    if (kept) return kept;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match ? verifyAccessToken(secret, match[1]!) : null;
    if (token) {
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(header, token);
    }
    return token;
  };
  const lookUp = async (subject: string): Promise<AuthUser | undefined> => {
    const cached = cache.get(subject);
    if (cached) return cached;
    const [found] = await db.query<AuthUser>(
      `SELECT u.id, u.uuid, u.company_id AS "companyId", u.role, u.region_id AS "regionId", l.code AS "languageCode"
       FROM users u JOIN languages l ON l.id = u.language_id WHERE u.uuid = $1 AND u.active = 1`,
      [subject],
    );
    if (found) cache.set(subject, found);
    return found;
  };
  return async (c: Context<AppEnv>): Promise<AuthUser> => {
    const token = verify(c.req.header('authorization') ?? '');
    if (!token || token.expiresAt <= clock.now().getTime()) throw unauthenticated();
    const { claims } = token;
    const found = await lookUp(claims.sub);
    if (!found) throw unauthenticated();
    const user: AuthUser = { ...found };
    // Emulation tokens die with their session when staff end it (docs/decisions/0051).
    if (claims.emulation && !(await emulationActive(db, claims.emulation, user.id))) throw unauthenticated();
    user.emulatedBy = claims.emulatedBy;
    c.set('user', user);
    return user;
  };
}
