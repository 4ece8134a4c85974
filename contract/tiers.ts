import * as v from 'valibot';
import { defineCall } from './call.ts';
import { IsoDateTime, RegionId, Uuid } from './common.ts';

/** 1-9: product categories (1 roof windows, 2 flashings, 3 blinds, 4 shutters, 5 accessories); 99: all products. */
export const TierCategory = v.number();

export const TierBracket = v.object({
  id: v.number(),
  level: v.number(),
  /** Bonus points for reaching the bracket. */
  points: v.number(),
  /** Progress (products registered this calendar year) where the bracket starts; to null = open-ended. */
  from: v.number(),
  to: v.nullable(v.number()),
});

export const TierDefinition = v.object({
  id: v.number(),
  tier_category: TierCategory,
  name: v.string(),
  /** When progress resets: 1 January of the next year (UTC). */
  reset_at: IsoDateTime,
  brackets: v.array(TierBracket),
});
export type TierDefinition = v.InferOutput<typeof TierDefinition>;

export const tierList = defineCall({
  method: 'GET',
  path: '/v2/tiers',
  auth: 'user',
  summary: "Tier definitions with brackets for a region (the caller's by default); empty for decor users.",
  query: v.object({ region_id: v.optional(RegionId) }),
  response: v.object({ data: v.array(TierDefinition) }),
});

export const TierProgress = v.object({
  tier_definition: v.object({ id: v.number(), tier_category: TierCategory }),
  tier_bracket: v.object({ level: v.number(), points: v.number(), from: v.number(), to: v.nullable(v.number()) }),
  /** Products registered this calendar year in the category (rejected scans and lost projects excluded). */
  progress: v.number(),
  /** Bonus points of the next bracket; null at the top bracket. */
  next_bracket_points: v.nullable(v.number()),
  /** Progress still needed for the next bracket; 0 at the top. */
  next_bracket_missing: v.number(),
  year: v.number(),
});
export type TierProgress = v.InferOutput<typeof TierProgress>;

export const tierHistory = defineCall({
  method: 'GET',
  path: '/v2/tiers/history',
  auth: 'user',
  summary:
    "The caller's company's progress per tier category this calendar year (installer_company_id: the company's id or uuid); empty for decor companies.",
  query: v.object({
    installer_company_id: v.union(
      [Uuid, v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Send the company id or uuid.'))],
      'Send the company id or uuid.',
    ),
  }),
  response: v.object({ data: v.array(TierProgress) }),
});
