import * as v from 'valibot';
import { defineCall } from './call.ts';
import { RegionId } from './common.ts';

/** One home slider picture, with the spec's field names. */
export const HeroImage = v.object({
  uuid: v.string(),
  image: v.string(),
  link: v.string(),
  title: v.string(),
  isActive: v.boolean(),
  showContent: v.boolean(),
});
export type HeroImage = v.InferOutput<typeof HeroImage>;

export const Settings = v.object({
  region_id: v.number(),
  /** Welcome points by region id (20 where a region has no welcome behaviour). */
  behaviours: v.record(v.string(), v.object({ welcome_points: v.number() })),
  hero_images: v.array(HeroImage),
  /** YouTube id of the rewards screen's intro video for the region; Poland's when the region has none. */
  rewards_video: v.nullable(v.string()),
});
export type Settings = v.InferOutput<typeof Settings>;

export const settings = defineCall({
  method: 'GET',
  path: '/v1/settings',
  auth: 'user',
  summary:
    "Welcome points by region, the home slider pictures and the rewards intro video (Poland's as fallback) of a region (the caller's when absent).",
  query: v.object({ region_id: v.optional(RegionId) }),
  response: Settings,
});
