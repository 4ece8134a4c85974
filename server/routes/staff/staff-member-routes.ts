import {
  staffMemberActivate,
  staffMemberDeactivate,
  staffMemberInvite,
  staffMemberList,
  staffMemberResetPasskeys,
  staffMemberRevokeSessions,
  staffMemberRole,
} from '#contract/staff-members.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { Mounter, StaffCallContext } from '#server/http/mount.ts';
import {
  findStaffMember,
  insertStaffMember,
  listStaffMembers,
  removeStaffPasskeys,
  setStaffActive,
  setStaffRole,
} from '#server/services/staff/staff-members.ts';
import { staffInvitationMessage } from '#server/services/staff/staff-messages.ts';
import { revokeStaffSessions } from '#server/services/staff/staff-sessions.ts';

const notOneself = (what: string) => new ApiError(409, `You cannot ${what} yourself; ask another admin.`);

/** Staff accounts, managed by admins or the operator key (docs/decisions/0276). */
export function registerStaffMemberRoutes(mount: Mounter, deps: Deps): void {
  const { clock, env } = deps;

  const memberOf = async (db: Queryable, uuid: string) => {
    const member = await findStaffMember(db, uuid, clock.now());
    if (!member) throw notFound();
    return member;
  };
  const isSelf = (ctx: StaffCallContext, id: number) =>
    ctx.caller.kind === 'staff' && ctx.caller.session.staffId === id;
  const answer = async (db: Queryable, uuid: string) => {
    const { id: _id, ...member } = await memberOf(db, uuid);
    return member;
  };

  mount.staff(staffMemberList, async ({ db }) => listStaffMembers(db, clock.now()));

  mount.staff(staffMemberInvite, async (ctx) => {
    const body = { ...ctx.body, email: ctx.body.email.toLowerCase() };
    const inviter = ctx.caller.kind === 'staff' ? ctx.caller.session : null;
    const name = body.name || body.email.split('@')[0]!;
    const uuid = await insertStaffMember(
      ctx.db,
      { email: body.email, name, role: body.role, invitedBy: inviter?.staffId ?? null },
      clock.now(),
    );
    if (!uuid) throw new ApiError(409, 'This e-mail address already belongs to staff.');
    await ctx.audit({
      action: 'staff.invited',
      objectType: 'staff_member',
      objectId: uuid,
      after: { email: body.email, name, role: body.role },
    });
    ctx.afterCommit(() =>
      deps.messenger.send(staffInvitationMessage(body.email, env.publicOrigin, body.role, inviter?.name ?? 'The club')),
    );
    return answer(ctx.db, uuid);
  });

  mount.staff(staffMemberRole, async (ctx) => {
    const member = await memberOf(ctx.db, ctx.params.uuid);
    if (isSelf(ctx, member.id)) throw notOneself('change the role of');
    if (member.role !== ctx.body.role) {
      await setStaffRole(ctx.db, member.id, ctx.body.role);
    }
    await ctx.audit({
      action: 'staff.role_changed',
      objectType: 'staff_member',
      objectId: member.uuid,
      reason: ctx.body.reason,
      before: { role: member.role },
      after: { role: ctx.body.role },
    });
    return answer(ctx.db, member.uuid);
  });

  mount.staff(staffMemberDeactivate, async (ctx) => {
    const member = await memberOf(ctx.db, ctx.params.uuid);
    if (isSelf(ctx, member.id)) throw notOneself('deactivate');
    await setStaffActive(ctx.db, member.id, false);
    const revoked = await revokeStaffSessions(ctx.db, member.id, clock.now());
    await ctx.audit({
      action: 'staff.deactivated',
      objectType: 'staff_member',
      objectId: member.uuid,
      reason: ctx.body.reason,
      before: { active: member.active },
      after: { active: false, sessions_revoked: revoked },
    });
    return answer(ctx.db, member.uuid);
  });

  mount.staff(staffMemberActivate, async (ctx) => {
    const member = await memberOf(ctx.db, ctx.params.uuid);
    await setStaffActive(ctx.db, member.id, true);
    await ctx.audit({
      action: 'staff.activated',
      objectType: 'staff_member',
      objectId: member.uuid,
      reason: ctx.body.reason,
      before: { active: member.active },
      after: { active: true },
    });
    return answer(ctx.db, member.uuid);
  });

  mount.staff(staffMemberRevokeSessions, async (ctx) => {
    const member = await memberOf(ctx.db, ctx.params.uuid);
    const revoked = await revokeStaffSessions(ctx.db, member.id, clock.now());
    await ctx.audit({
      action: 'staff.sessions_revoked',
      objectType: 'staff_member',
      objectId: member.uuid,
      reason: ctx.body.reason,
      after: { revoked },
    });
    return { revoked };
  });

  mount.staff(staffMemberResetPasskeys, async (ctx) => {
    const member = await memberOf(ctx.db, ctx.params.uuid);
    if (isSelf(ctx, member.id)) throw notOneself('reset the passkeys of');
    const removed = await removeStaffPasskeys(ctx.db, member.id);
    const revoked = await revokeStaffSessions(ctx.db, member.id, clock.now());
    await ctx.audit({
      action: 'staff.passkeys_reset',
      objectType: 'staff_member',
      objectId: member.uuid,
      reason: ctx.body.reason,
      before: { passkeys: removed },
      after: { passkeys: 0, sessions_revoked: revoked },
    });
    return { passkeys_removed: removed, sessions_revoked: revoked };
  });
}
