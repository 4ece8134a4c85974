import {
  type RegionSettingsView,
  staffBehaviourOrder,
  staffCompanyTypeCreate,
  staffCompanyTypeDelete,
} from '#contract/staff-settings.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, invalidData, notFound } from '#server/http/api-error.ts';
import type { Mounter, StaffCallContext } from '#server/http/mount.ts';
import { filledLanguages } from '#server/services/settings/setting-texts.ts';
import { findCompanyType, generalSettings } from '#server/services/staff/region-settings.ts';
import {
  behaviourOrder,
  companiesOfType,
  createCompanyType,
  deleteCompanyType,
  orderProblem,
  setBehaviourOrder,
} from '#server/services/staff/region-settings-lists.ts';

/** A company type's texts asked for at registration need their English. */
export function askedTextProblems(body: {
  disclaimer_state: number;
  declaration_state: number;
  disclaimer: { en: string };
  declaration: { en: string };
}): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  const message = 'Write the English text: the registration asks installers to accept it.';
  if (body.disclaimer_state === 2 && !body.disclaimer.en) missing['disclaimer.en'] = [message];
  if (body.declaration_state === 2 && !body.declaration.en) missing['declaration.en'] = [message];
  return missing;
}

/**
 * The region settings' lists (decision 0291): the behaviours' order, company types added and deleted. Audited and
 * answered as the other settings writes (staff-settings-routes.ts), the configuration forgotten after the commit.
 */
export function registerStaffSettingsListRoutes(
  mount: Mounter,
  deps: Deps,
  view: (db: Queryable, region: number) => Promise<RegionSettingsView>,
): void {
  const regionExists = async (db: Queryable, region: number) => {
    if (!(await generalSettings(db, region))) throw notFound();
  };
  const changed = (ctx: StaffCallContext) => ctx.afterCommit(async () => deps.config.clear());

  mount.staff(staffBehaviourOrder, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const before = await behaviourOrder(ctx.db, ctx.params.region);
    const problem = orderProblem(before, ctx.body.uuids);
    if (problem) throw invalidData({ uuids: [problem] });
    await setBehaviourOrder(ctx.db, ctx.params.region, ctx.body.uuids);
    await ctx.audit({
      action: 'settings.behaviours_reordered',
      objectType: 'region',
      objectId: ctx.params.region,
      before: { uuids: before },
      after: { uuids: ctx.body.uuids },
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });

  mount.staff(staffCompanyTypeCreate, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const missing = askedTextProblems(ctx.body);
    if (Object.keys(missing).length > 0) throw invalidData(missing);
    const id = await createCompanyType(ctx.db, ctx.params.region, ctx.body);
    await ctx.audit({
      action: 'settings.company_type_added',
      objectType: 'company_type',
      objectId: id,
      after: {
        region: ctx.params.region,
        name: ctx.body.name.en,
        disclaimer_state: ctx.body.disclaimer_state,
        declaration_state: ctx.body.declaration_state,
        languages: filledLanguages(ctx.body.name),
      },
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });

  mount.staff(staffCompanyTypeDelete, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const type = await findCompanyType(ctx.db, ctx.params.region, ctx.params.type);
    if (!type) throw notFound();
    const companies = await companiesOfType(ctx.db, type.id);
    if (companies > 0) {
      throw new ApiError(
        409,
        `Companies with this company type: ${companies}. It cannot be deleted while companies have it; change their company type first.`,
      );
    }
    await deleteCompanyType(ctx.db, type.id);
    await ctx.audit({
      action: 'settings.company_type_deleted',
      objectType: 'company_type',
      objectId: type.id,
      before: {
        region: ctx.params.region,
        name: type.name,
        disclaimer_state: type.disclaimer_state,
        declaration_state: type.declaration_state,
      },
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });
}
