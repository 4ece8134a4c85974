import {
  staffBasicPointsUpdate,
  staffBehaviourCreate,
  staffBehaviourUpdate,
  staffCompanyTypeUpdate,
  staffRegionGeneral,
  staffRegionSettings,
  staffSettingsRegions,
  staffTierUpdate,
} from '#contract/staff-settings.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, invalidData, notFound } from '#server/http/api-error.ts';
import type { Mounter, StaffCallContext } from '#server/http/mount.ts';
import { filledLanguages } from '#server/services/settings/setting-texts.ts';
import {
  basicPointsOf,
  createBehaviour,
  findBehaviour,
  findCompanyType,
  findTier,
  generalSettings,
  productTypeIds,
  regionSettingsView,
  setBasicPoints,
  setGeneralSettings,
  setTier,
  settingsRegions,
  updateBehaviour,
  updateCompanyType,
} from '#server/services/staff/region-settings.ts';
import { bracketProblems } from '#server/services/staff/region-settings-brackets.ts';
import { setTierNames } from '#server/services/staff/region-settings-lists.ts';
import { askedTextProblems, registerStaffSettingsListRoutes } from './staff-settings-list-routes.ts';

/**
 * Region settings edited by staff of the content role or admins (issue 28, decision 0288). Each write is audited and
 * answers the region's settings as they now are. The configuration kept in memory is forgotten once the write has
 * committed, here and (through the change bus) on every other instance; the other kept answers go with every write
 * anyway (app.ts), so installers read the change at their next call.
 */
export function registerStaffSettingsRoutes(mount: Mounter, deps: Deps): void {
  const { clock } = deps;
  deps.changes.onChange(() => deps.config.clear());

  const view = async (db: Queryable, region: number) => {
    const settings = await regionSettingsView(db, region, clock.now());
    if (!settings) throw notFound();
    return settings;
  };
  /** The region must exist before a write looks for its rows (a 404 rather than a 400 about them). */
  const regionExists = async (db: Queryable, region: number) => {
    if (!(await generalSettings(db, region))) throw notFound();
  };
  const changed = (ctx: StaffCallContext) => ctx.afterCommit(async () => deps.config.clear());

  mount.staff(staffSettingsRegions, async ({ db }) =>
    (await settingsRegions(db)).map(({ id, slug, name, registration }) => ({ id, slug, name, registration })),
  );

  mount.staff(staffRegionSettings, async ({ db, params }) => view(db, params.region));

  mount.staff(staffRegionGeneral, async (ctx) => {
    const before = await generalSettings(ctx.db, ctx.params.region);
    if (!before) throw notFound();
    await setGeneralSettings(ctx.db, ctx.params.region, ctx.body);
    await ctx.audit({
      action: 'settings.general_changed',
      objectType: 'region',
      objectId: ctx.params.region,
      before,
      after: ctx.body,
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });

  mount.staff(staffBehaviourUpdate, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const behaviour = await findBehaviour(ctx.db, ctx.params.region, ctx.params.uuid);
    if (!behaviour) throw notFound();
    await updateBehaviour(ctx.db, behaviour.id, behaviour.uuid, ctx.body);
    await ctx.audit({
      action: 'settings.behaviour_changed',
      objectType: 'behaviour',
      objectId: behaviour.uuid,
      before: { name: behaviour.name, points: behaviour.points, active: behaviour.active },
      after: {
        region: ctx.params.region,
        name: ctx.body.name.en,
        points: ctx.body.points,
        active: ctx.body.active,
        icon: ctx.body.icon,
        languages: filledLanguages(ctx.body.name),
      },
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });

  mount.staff(staffBehaviourCreate, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const created = await createBehaviour(ctx.db, ctx.params.region, ctx.body);
    await ctx.audit({
      action: 'settings.behaviour_added',
      objectType: 'behaviour',
      objectId: created.uuid,
      after: {
        region: ctx.params.region,
        slug: created.slug,
        name: ctx.body.name.en,
        points: ctx.body.points,
        active: ctx.body.active,
        languages: filledLanguages(ctx.body.name),
      },
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });

  mount.staff(staffTierUpdate, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const tier = await findTier(ctx.db, ctx.params.region, ctx.params.tier);
    if (!tier) throw notFound();
    const problems = bracketProblems(ctx.body.brackets);
    if (Object.keys(problems).length > 0) throw invalidData(problems);
    await setTier(ctx.db, tier.id, ctx.body.reset, ctx.body.brackets);
    const names = ctx.body.names;
    if (names) await setTierNames(ctx.db, tier.id, names);
    await ctx.audit({
      action: 'settings.tier_changed',
      objectType: 'tier',
      objectId: tier.id,
      before: { name: tier.name, reset: { month: tier.reset_month, day: tier.reset_day }, brackets: tier.brackets },
      after: {
        region: ctx.params.region,
        reset: ctx.body.reset,
        brackets: ctx.body.brackets,
        ...(names ? { name: names.en, languages: filledLanguages(names) } : {}),
      },
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });

  mount.staff(staffBasicPointsUpdate, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const known = await productTypeIds(ctx.db);
    if (ctx.body.points.some((p) => !known.has(p.product_type_id))) {
      throw new ApiError(400, 'One of the product types is not the club’s.');
    }
    const before = await basicPointsOf(ctx.db, ctx.params.region);
    await setBasicPoints(ctx.db, ctx.params.region, ctx.body.points);
    await ctx.audit({
      action: 'settings.basic_points_changed',
      objectType: 'region',
      objectId: ctx.params.region,
      before: Object.fromEntries(
        ctx.body.points.map((p) => [p.product_type_id, before.get(p.product_type_id) ?? null]),
      ),
      after: Object.fromEntries(ctx.body.points.map((p) => [p.product_type_id, p.points])),
    });
    changed(ctx);
    return view(ctx.db, ctx.params.region);
  });

  mount.staff(staffCompanyTypeUpdate, async (ctx) => {
    await regionExists(ctx.db, ctx.params.region);
    const type = await findCompanyType(ctx.db, ctx.params.region, ctx.params.type);
    if (!type) throw notFound();
    const missing = askedTextProblems(ctx.body);
    if (Object.keys(missing).length > 0) throw invalidData(missing);
    await updateCompanyType(ctx.db, type.id, ctx.body);
    await ctx.audit({
      action: 'settings.company_type_changed',
      objectType: 'company_type',
      objectId: type.id,
      before: { name: type.name, disclaimer_state: type.disclaimer_state, declaration_state: type.declaration_state },
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

  registerStaffSettingsListRoutes(mount, deps, view);
}
