import type { Context } from 'hono';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { readAccessClaims } from '../services/auth/access-claims.ts';
import { emulationActive } from '../services/auth/emulation-session.ts';
import { unauthenticated } from './api-error.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import type { AuthCache } from './auth-cache.ts';

/** Bearer JWT -> the active user it names; anything else is 401 'Unauthenticated.'. */
export function bearerAuthenticator(db: Queryable, clock: Clock, secret: string, cache: AuthCache) {
  const lookUp = async (subject: string): Promise<AuthUser | undefined> => {
    const cached = cache.get(subject);
    if (cached) return cached;
    const [found] = await db.query<AuthUser>(
      `SELECT id, uuid, company_id AS "companyId", role, region_id AS "regionId"
       FROM users WHERE uuid = $1 AND active = 1`,
      [subject],
    );
    if (found) cache.set(subject, found);
    return found;
  };
  return async (c: Context<AppEnv>): Promise<AuthUser> => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? readAccessClaims(secret, clock, match[1]!) : null;
    if (!claims) throw unauthenticated();
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
