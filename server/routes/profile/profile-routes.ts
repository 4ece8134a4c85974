import {
  confirmIdentifierChange,
  declineIdentifierChange,
  updateCompany,
  updateCompanyType,
  updateInstaller,
  updateUser,
} from '#contract/profile.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { AuthUser } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { companyIdByUuid } from '#server/services/companies/company-lookup.ts';
import type { OutgoingMessage } from '#server/services/messaging/messenger.ts';
import { answerProposal, type Editor } from '#server/services/profile/identifier-changes.ts';
import { assertCompanyOwner, isOwner } from '#server/services/profile/owner-guard.ts';
import { updateCompany as applyCompany } from '#server/services/profile/update-company.ts';
import { updateCompanyType as applyCompanyType } from '#server/services/profile/update-company-type.ts';
import { updateUser as applyUser, findTargetUser, type TargetUser } from '#server/services/profile/update-user.ts';
import { findUserRow } from '#server/services/users/user-row.ts';
import { toCurrentUser } from '#server/services/users/user-shapes.ts';

/**
 * What an owner may change of a team member; consents, options and language stay the member's own. A new e-mail or
 * phone for a member who has signed in is only proposed to them (decision 0261).
 */
const OWNER_EDITABLE = new Set(['name', 'surname', 'phone', 'email']);

const editorOf = (user: AuthUser): Editor => ({ id: user.id, emulatedBy: user.emulatedBy ?? null });

export function registerProfileRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;

  /** Sent once the change is committed, one after another; a failed delivery stays in the outbox (messenger.ts). */
  const send = async (messages: OutgoingMessage[]) => {
    for (const message of messages) await deps.messenger.send(message);
  };

  // The caller's own answer keeps an emulation's banner (decision 0051): the app replaces its user with it.
  const currentUserOf = async (userId: number, caller?: AuthUser) => {
    const row = await findUserRow(db, userId);
    if (!row) throw notFound();
    return toCurrentUser(row, caller?.id === userId ? (caller.emulatedBy ?? null) : null);
  };
  const companyOf = async (user: AuthUser) => (await currentUserOf(user.id)).company;

  mount.user(updateCompany, async ({ params, body, user }) => {
    assertCompanyOwner(user, params.id);
    await db.transaction((tx) =>
      applyCompany(tx, { userId: user.id, companyId: user.companyId, patch: body, at: clock.now() }),
    );
    return companyOf(user);
  });

  mount.user(updateCompanyType, async ({ params, body, user }) => {
    assertCompanyOwner(user, (await companyIdByUuid(db, params.uuid)) ?? -1);
    await db.transaction((tx) =>
      applyCompanyType(tx, { userId: user.id, companyId: user.companyId, patch: body, at: clock.now() }),
    );
    return companyOf(user);
  });

  mount.user(updateInstaller, async ({ params, body, user }) => {
    const target = await findTargetUser(db, 'uuid', params.uuid);
    if (!target || target.company_id !== user.companyId) throw notFound();
    if (target.id !== user.id) {
      if (!isOwner(user)) throw notFound();
      const foreign = Object.keys(body).filter((field) => !OWNER_EDITABLE.has(field));
      if (foreign.length > 0) {
        throw new ApiError(403, 'Only the member can change their own consents and settings.', {
          [foreign[0]!]: ['Only the member can change this.'],
        });
      }
    }
    await send(await db.transaction((tx) => applyUser(tx, target as TargetUser, body, clock.now(), editorOf(user))));
    return currentUserOf(target.id, user);
  });

  mount.user(updateUser, async ({ params, body, user }) => {
    if (params.id !== user.id) throw notFound();
    const target = await findTargetUser(db, 'id', user.id);
    if (!target) throw notFound();
    await send(await db.transaction((tx) => applyUser(tx, target, body, clock.now(), editorOf(user))));
    return currentUserOf(user.id, user);
  });

  // Only the member answers a proposal, from their own session: anyone else's uuid is 404 (answerProposal).
  mount.user(confirmIdentifierChange, async ({ params, user }) => {
    await send(await db.transaction((tx) => answerProposal(tx, user.id, params.uuid, 'confirm', clock.now())));
    return currentUserOf(user.id, user);
  });

  mount.user(declineIdentifierChange, async ({ params, user }) => {
    await send(await db.transaction((tx) => answerProposal(tx, user.id, params.uuid, 'decline', clock.now())));
    return currentUserOf(user.id, user);
  });
}
