import type { Context } from 'hono';
import type { StaffRole } from '#contract/call.ts';
import { OPERATOR_KEY_HEADER } from '#contract/operator.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import type { AuditActor } from '../services/staff/audit-log.ts';
import { actingRole, findStaffSession, type StaffSession } from '../services/staff/staff-sessions.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';
import { isOperatorKey } from './operator-key.ts';

/** Who makes a staff call: a staff session, or a script with the operator key (decision 0276). */
export type StaffCaller =
  | { kind: 'staff'; session: StaffSession; role: StaffRole | null; actor: AuditActor }
  | { kind: 'operator key'; actor: AuditActor };

export type StaffAuthenticate = (c: Context<AppEnv>) => Promise<StaffCaller>;

export const noStaffSession = () => new ApiError(401, 'Sign in as staff to do this.');

/**
 * A staff session's bearer token, or the operator key in X-Operator-Key; anything else (an installer's token
 * included) is 401. A staff token is opaque, so the installers' authenticator refuses it as no JWT.
 */
export function staffAuthenticator(
  db: Queryable,
  clock: Clock,
  secret: string,
  operatorKey: string,
): StaffAuthenticate {
  return async (c) => {
    const key = c.req.header(OPERATOR_KEY_HEADER);
    if (key !== undefined) {
      if (!isOperatorKey(key, operatorKey)) throw new ApiError(401, 'A valid operator key is required.');
      return { kind: 'operator key', actor: { kind: 'operator key' } };
    }
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const session = match ? await findStaffSession(db, secret, match[1]!, clock.now()) : undefined;
    if (!session) throw noStaffSession();
    return { kind: 'staff', session, role: actingRole(session), actor: { kind: 'staff', id: session.staffId } };
  };
}

/** Refuses a caller whose role may not make the call (403); the operator key may make every call. */
export function checkRole(caller: StaffCaller, roles: readonly StaffRole[] | undefined): void {
  if (!roles || caller.kind === 'operator key') return;
  if (caller.role === null) {
    throw new ApiError(403, 'Confirm this session with your passkey before acting as an admin.');
  }
  if (!roles.includes(caller.role)) throw new ApiError(403, 'Your staff role does not allow this.');
}
