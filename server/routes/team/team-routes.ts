import { createMember, listTeam, removeMember, resendInvitation, teamMember } from '#contract/team.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { signedInWriteLimit } from '#server/http/write-limit.ts';
import { isOwner } from '#server/services/profile/owner-guard.ts';
import { createMember as insertMember } from '#server/services/team/create-member.ts';
import { companyInviteCode, sendInvitation } from '#server/services/team/invitation.ts';
import { findMember, listMembers } from '#server/services/team/member-queries.ts';
import { removeMember as deactivate } from '#server/services/team/remove-member.ts';
import { hasRoom, teamCapacity } from '#server/services/team/team-capacity.ts';
import { findCompanyMemberId, fullNameOf, userUuidOf } from '#server/services/users/user-lookup.ts';

const ownersOnly = () => new ApiError(403, 'Only the company owner can manage the team.');
const viewerOf = (user: AuthUser) => ({ id: user.id, owner: isOwner(user) });

export function registerTeamRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  const throttled = { throttle: signedInWriteLimit(deps) };

  /** A member of the caller's company by uuid (404 for anyone else), with their numeric id. */
  const memberOf = async (user: AuthUser, uuid: string) => {
    const id = await findCompanyMemberId(db, uuid, user.companyId);
    if (id === undefined) throw notFound();
    return id;
  };
  const inviterOf = async (user: AuthUser) => ({
    id: user.id,
    name: (await fullNameOf(db, user.id)) ?? 'Your company owner',
  });

  mount.user(listTeam, async ({ query, user }) => {
    const owner = isOwner(user);
    const [{ members, total }, capacity, inviteCode] = await Promise.all([
      listMembers(db, viewerOf(user), user.companyId, query.page, query.limit),
      teamCapacity(db, user.companyId),
      owner ? companyInviteCode(db, user.companyId) : null,
    ]);
    return {
      data: members,
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
        per_page: query.limit,
        total,
        limit: capacity.limit,
        can_add: owner && hasRoom(capacity),
        invite_code: inviteCode,
      },
    };
  });

  mount.user(teamMember, async ({ params, user }) => {
    const member = await findMember(db, viewerOf(user), user.companyId, params.uuid);
    if (!member) throw notFound();
    return member;
  });

  mount.user(
    createMember,
    async ({ body, user }) => {
      if (!isOwner(user)) throw ownersOnly();
      const id = await db.transaction((tx) => insertMember(tx, user.id, body, clock.now()));
      await sendInvitation(deps, id, await inviterOf(user));
      const uuid = await userUuidOf(db, id);
      return (await findMember(db, viewerOf(user), user.companyId, uuid!))!;
    },
    throttled,
  );

  mount.user(
    resendInvitation,
    async ({ params, user }) => {
      const id = await memberOf(user, params.uuid);
      if (!isOwner(user)) throw ownersOnly();
      if (id === user.id) throw new ApiError(422, 'You cannot invite yourself.');
      const sentAt = await sendInvitation(deps, id, await inviterOf(user));
      return { message: 'The invitation has been sent.', sent_at: sentAt.toISOString() };
    },
    throttled,
  );

  mount.user(removeMember, async ({ params, user }) => {
    const id = await memberOf(user, params.uuid);
    if (!isOwner(user)) throw ownersOnly();
    if (id === user.id) throw new ApiError(422, 'You cannot remove yourself.');
    await db.transaction((tx) => deactivate(tx, id, clock.now()));
    return null;
  });
}
