import type { Context } from 'hono';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { readAccessClaims } from '../services/auth/access-claims.ts';
import { emulationActive } from '../services/auth/emulation-session.ts';
import { unauthenticated } from './api-error.ts';
import type { AppEnv, AuthUser } from './app-env.ts';

/** Bearer JWT -> the active user it names; anything else is 401 'Unauthenticated.'. */
export function bearerAuthenticator(db: Queryable, clock: Clock, secret: string) {
  return async (c: Context<AppEnv>): Promise<AuthUser> => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? readAccessClaims(secret, clock, match[1]!) : null;
    if (!claims) throw unauthenticated();
    const [user] = await db.query<AuthUser>(
      `SELECT id, uuid, company_id AS "companyId", role, region_id AS "regionId"
       FROM users WHERE uuid = $1 AND active = 1`,
      [claims.sub],
    );
    if (!user) throw unauthenticated();
    // Emulation tokens die with their session when staff end it (docs/decisions/0051).
    if (claims.emulation && !(await emulationActive(db, claims.emulation, user.id))) throw unauthenticated();
    user.emulatedBy = claims.emulatedBy;
    c.set('user', user);
    return user;
  };
}
