import {
  staffCompanyDetail,
  staffCompanyPoints,
  staffCompanySearch,
  staffEmulationEnd,
  staffEmulationStart,
  staffUserBlock,
  staffUserInvitation,
  staffUserUnblock,
} from '#contract/staff-companies.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import type { Mounter, StaffCallContext } from '#server/http/mount.ts';
import { endEmulations, startEmulation } from '#server/services/auth/emulation-session.ts';
import { companyIdByUuid } from '#server/services/companies/company-lookup.ts';
import { appendLedger, companyBalance, lockCompanyPoints } from '#server/services/points/ledger.ts';
import { grantPromotion } from '#server/services/points/promotion.ts';
import { companyPage, searchCompanies, setUserActive, staffUser } from '#server/services/staff/company-desk.ts';
import { sendInvitation } from '#server/services/team/invitation.ts';

/** Who staff act as, where an installer sees a name (an emulation banner, an invitation). */
const nameOf = (ctx: StaffCallContext) => (ctx.caller.kind === 'staff' ? ctx.caller.session.name : 'Club staff');

/** Companies and installers for staff (docs/decisions/0276), through the installers' own services. */
export function registerStaffCompanyRoutes(mount: Mounter, deps: Deps): void {
  const { clock, env } = deps;
  const userOf = async (db: Queryable, uuid: string) => {
    const found = await staffUser(db, uuid);
    if (!found) throw notFound();
    return found;
  };

  mount.staff(staffCompanySearch, async ({ db, query }) => searchCompanies(db, query.q));

  mount.staff(staffCompanyDetail, async ({ db, params }) => {
    const page = await companyPage(db, params.uuid, clock.now());
    if (!page) throw notFound();
    return page;
  });

  mount.staff(staffCompanyPoints, async (ctx) => {
    const { points, reason } = ctx.body;
    const at = clock.now();
    const companyId = await companyIdByUuid(ctx.db, ctx.params.uuid);
    if (companyId === undefined) throw notFound();
    await lockCompanyPoints(ctx.db, companyId);
    const before = await companyBalance(ctx.db, companyId);
    if (points > 0) {
      await grantPromotion(ctx.db, { companyUuid: ctx.params.uuid, name: reason, points, at });
    } else {
      if (before + points < 0) {
        throw new ApiError(422, `The company has only ${before} points: it cannot lose ${-points}.`);
      }
      await appendLedger(ctx.db, {
        companyId,
        userId: null,
        reason,
        variation: 'negative',
        points,
        options: { promotion: true },
        at,
      });
    }
    const balance = await companyBalance(ctx.db, companyId);
    await ctx.audit({
      action: points > 0 ? 'points.credited' : 'points.debited',
      objectType: 'company',
      objectId: ctx.params.uuid,
      reason,
      before: { balance: before },
      after: { balance, points },
    });
    return { balance };
  });

  const setActive =
    (active: boolean) => async (ctx: StaffCallContext & { params: { uuid: string }; body: { reason?: string } }) => {
      const { id, user } = await userOf(ctx.db, ctx.params.uuid);
      await setUserActive(ctx.db, id, active, clock.now());
      await ctx.audit({
        action: active ? 'user.unblocked' : 'user.blocked',
        objectType: 'user',
        objectId: user.uuid,
        reason: ctx.body.reason,
        before: { active: user.active },
        after: { active },
      });
      return (await userOf(ctx.db, ctx.params.uuid)).user;
    };
  mount.staff(staffUserBlock, setActive(false));
  mount.staff(staffUserUnblock, setActive(true));

  mount.staff(staffUserInvitation, async (ctx) => {
    const { id, user } = await userOf(ctx.db, ctx.params.uuid);
    if (!user.active) throw new ApiError(409, 'This installer is blocked: unblock them first.');
    await ctx.audit({ action: 'user.invitation_sent', objectType: 'user', objectId: user.uuid });
    // The invitation keeps its own limits and message in its own transaction, once this one has committed (a
    // refusal by its limits is then only logged).
    ctx.afterCommit(async () => {
      await sendInvitation(deps, id, { id: null, name: nameOf(ctx) });
    });
    return { sent_at: clock.now().toISOString() };
  });

  mount.staff(staffEmulationStart, async (ctx) => {
    const { id, user } = await userOf(ctx.db, ctx.params.uuid);
    if (!user.active) throw new ApiError(409, 'This installer is blocked: unblock them first.');
    const session = await startEmulation(
      ctx.db,
      clock,
      env.jwtSecret,
      { id, uuid: user.uuid, email: user.email, name: user.name },
      nameOf(ctx),
    );
    await ctx.audit({
      action: 'emulation.started',
      objectType: 'user',
      objectId: user.uuid,
      reason: ctx.body.reason,
      after: { until: session.expiresAt },
    });
    return session;
  });

  mount.staff(staffEmulationEnd, async (ctx) => {
    const { id, user } = await userOf(ctx.db, ctx.params.uuid);
    const at = clock.now();
    const ended = await endEmulations(ctx.db, id, at);
    await ctx.audit({ action: 'emulation.ended', objectType: 'user', objectId: user.uuid, after: { ended } });
    return { ended, at: at.toISOString() };
  });
}
