import { tierHistory, tierList } from '#contract/tiers.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { ownCompanyByRef } from '#server/services/companies/company-lookup.ts';
import { tierDefinitions, tierProgress } from '#server/services/tiers/tier-read.ts';

const DECOR_ROLES = new Set([7, 8]);

export function registerTierRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  // Decor users have no tiers (spec section 6): they get empty lists rather than an error.
  mount.user(tierList, async ({ c, query, user }) => {
    if (DECOR_ROLES.has(user.role)) return { data: [] };
    return { data: await tierDefinitions(db, query.region_id ?? user.regionId, clock.now(), readerOf(c, user)) };
  });

  mount.user(tierHistory, async ({ query, user }) => {
    const company = await ownCompanyByRef(db, user.companyId, query.installer_company_id);
    if (!company) throw notFound();
    if (company.is_decor || DECOR_ROLES.has(user.role)) return { data: [] };
    return { data: await tierProgress(db, { id: company.id, regionId: company.region_id }, clock.now()) };
  });
}
