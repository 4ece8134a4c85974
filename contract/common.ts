import * as v from 'valibot';

/** The body of every 4xx answer: a message, and per-field messages where a field is at fault. */
export const ApiErrorBody = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

/** The club's 15 languages (lingui.config.ts; Serbian in Latin script), English first: the stored fallback. */
export const CLUB_LANGUAGES = [
  'en',
  'bg',
  'bs',
  'cs',
  'et',
  'hr',
  'hu',
  'lt',
  'lv',
  'pl',
  'ro',
  'sk',
  'sl',
  'sr',
  'uk',
] as const;
export type ClubLanguage = (typeof CLUB_LANGUAGES)[number];

export const Uuid = v.pipe(v.string(), v.uuid('Must be a valid identifier.'));

/** Regions with registration, as the specification lists them (country ids 2-7, 9-14, 16, 17). */
export const REGISTRATION_REGION_IDS = [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 16, 17] as const;
export const RegionId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(2, 'Unknown region.'),
  v.maxValue(17, 'Unknown region.'),
);

export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());

export const Ok = v.object({ ok: v.literal(true) });
