import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import {
  staffLogin,
  staffLoginVerify,
  staffLogout,
  staffMe,
  staffPasskeyAdd,
  staffPasskeyConfirm,
  staffPasskeyConfirmOptions,
  staffPasskeyOptions,
} from '#contract/staff.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { callerAddress } from '#server/http/caller-address.ts';
import type { Mounter, StaffCallContext } from '#server/http/mount.ts';
import { checkLoginCode, invalidCode, issueLoginCode } from '#server/services/auth/login-codes.ts';
import { clientKeys, identifyClient, rememberSignIn, STAFF_SIGN_IN } from '#server/services/auth/sign-in-clients.ts';
import { relyingParty } from '#server/services/passkeys/relying-party.ts';
import { writeAudit } from '#server/services/staff/audit-log.ts';
import { findActiveStaffByEmail } from '#server/services/staff/staff-members.ts';
import { staffCodeMessage } from '#server/services/staff/staff-messages.ts';
import {
  addStaffPasskey,
  staffConfirmOptions,
  staffPasskeyCount,
  staffRegistrationOptions,
  verifyStaffPasskey,
} from '#server/services/staff/staff-passkeys.ts';
import {
  confirmStaffSession,
  describeStaffSession,
  findStaffSession,
  openStaffSession,
  revokeStaffSession,
  type StaffSession,
} from '#server/services/staff/staff-sessions.ts';

const noSession = () => new ApiError(403, 'The operator key has no staff session: sign in as staff.');

/** The staff session behind a call; the operator key has none. */
function sessionOf(ctx: StaffCallContext): StaffSession {
  if (ctx.caller.kind !== 'staff') throw noSession();
  return ctx.caller.session;
}

/** Staff sign-in with an e-mail code, their sessions and passkeys (docs/decisions/0276). */
export function registerStaffAuthRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock, env } = deps;
  const codeDeps = {
    db,
    clock,
    secret: env.jwtSecret,
    hourlyLimit: env.loginCodeHourlyLimit,
    accountHourlyLimit: env.loginCodeAccountHourlyLimit,
    wrongCodesHourlyLimit: env.loginWrongCodesHourlyLimit,
    tables: STAFF_SIGN_IN,
  };
  const keysOf = (c: Context<AppEnv>, device: string | undefined) =>
    clientKeys(env.jwtSecret, callerAddress(c, env.trustedProxies), device);
  const rp = relyingParty(env.publicOrigin);

  mount.anyone(staffLogin, async ({ body, c }) => {
    deps.messenger.requireChannel('email');
    const member = await findActiveStaffByEmail(db, body.email);
    // The same answer for an address that is not staff: the attempt leads nowhere and nothing is sent.
    if (!member) return { attempt: randomBytes(16).toString('base64url'), resend_in: 60 };
    const client = await identifyClient(db, clock, member.id, keysOf(c, body.device), STAFF_SIGN_IN);
    const { code, attempt } = await issueLoginCode(codeDeps, member, member.email, 'email', client);
    await deps.messenger.send(staffCodeMessage(member.email, code));
    return { attempt, resend_in: 60 };
  });

  mount.anyone(staffLoginVerify, async ({ body, c }) => {
    const member = await findActiveStaffByEmail(db, body.email);
    if (!member) throw invalidCode();
    const keys = keysOf(c, body.device);
    const client = await identifyClient(db, clock, member.id, keys, STAFF_SIGN_IN);
    await checkLoginCode(codeDeps, member.id, body.code, body.attempt, client);
    await rememberSignIn(db, clock, member.id, keys, STAFF_SIGN_IN);
    const now = clock.now();
    const opened = await db.transaction(async (tx) => {
      const session = await openStaffSession(tx, env.jwtSecret, member.id, now);
      await writeAudit(
        tx,
        { kind: 'staff', id: member.id },
        { action: 'staff.signed_in', objectType: 'staff_session', objectId: session.uuid },
        now,
        c.get('requestId') ?? null,
      );
      return session;
    });
    const session = await findStaffSession(db, env.jwtSecret, opened.token, now);
    if (!session) throw invalidCode();
    return {
      token: opened.token,
      expires_at: opened.expiresAt.toISOString(),
      staff: await describeStaffSession(db, session),
    };
  });

  mount.staff(staffMe, async (ctx) => describeStaffSession(ctx.db, sessionOf(ctx)));

  mount.staff(staffLogout, async (ctx) => {
    const session = sessionOf(ctx);
    await revokeStaffSession(ctx.db, session.sessionId, clock.now());
    await ctx.audit({ action: 'staff.signed_out', objectType: 'staff_session', objectId: session.sessionUuid });
    return null;
  });

  mount.staff(
    staffPasskeyOptions,
    async (ctx) => {
      const session = sessionOf(ctx);
      const passkeyDeps = { db: ctx.db, clock, rp };
      // An admin's first passkey comes from the code session (the operator made them admin); more only once confirmed.
      if (
        session.role === 'admin' &&
        session.passkeyAt === null &&
        (await staffPasskeyCount(passkeyDeps, session.staffId)) > 0
      ) {
        throw new ApiError(403, 'Confirm this session with your passkey before adding another.');
      }
      return { options: { ...(await staffRegistrationOptions(passkeyDeps, session)) } };
    },
    { unaudited: 'hands out a one-use challenge; adding the passkey is audited' },
  );

  mount.staff(staffPasskeyAdd, async (ctx) => {
    const session = sessionOf(ctx);
    const passkey = await addStaffPasskey({ db: ctx.db, clock, rp }, session, ctx.body.credential, ctx.body.name);
    await ctx.audit({
      action: 'staff.passkey_added',
      objectType: 'staff_member',
      objectId: session.staffUuid,
      after: { passkey: passkey.uuid, name: passkey.name },
    });
    return passkey;
  });

  mount.staff(
    staffPasskeyConfirmOptions,
    async (ctx) => {
      const session = sessionOf(ctx);
      const passkeyDeps = { db: ctx.db, clock, rp };
      if ((await staffPasskeyCount(passkeyDeps, session.staffId)) === 0) {
        throw new ApiError(409, 'Add a passkey first.');
      }
      return { options: { ...(await staffConfirmOptions(passkeyDeps, session)) } };
    },
    { unaudited: 'hands out a one-use challenge; the confirmation is audited' },
  );

  mount.staff(staffPasskeyConfirm, async (ctx) => {
    const session = sessionOf(ctx);
    const now = clock.now();
    await verifyStaffPasskey({ db: ctx.db, clock, rp }, session, ctx.body.credential);
    await confirmStaffSession(ctx.db, session.sessionId, now);
    await ctx.audit({ action: 'staff.passkey_confirmed', objectType: 'staff_session', objectId: session.sessionUuid });
    return describeStaffSession(ctx.db, { ...session, passkeyAt: now });
  });
}
