/**
 * Region settings edited by staff of the content role or admins (issue 28, docs/decisions/0288): behaviours, tiers
 * with their brackets and reset date, the basic points table, the minimum order, the employee limit, the welcome
 * points and the company types, every text per language (English required, the others falling back to it). Every
 * change is in the audit log and reaches installers at once (the kept answers are emptied on every instance).
 */
import * as v from 'valibot';
import { defineCall } from './call.ts';
import { CLUB_LANGUAGES, type ClubLanguage, RegionId, Uuid } from './common.ts';

/** The club's 15 languages (lingui.config.ts), English first: a text's other languages fall back to English. */
export const SETTING_LANGUAGES = CLUB_LANGUAGES;
export type SettingLanguage = ClubLanguage;

/** Icons a behaviour may have: the names the installer's app draws (an unknown one would show a star). */
export const BEHAVIOUR_ICONS = [
  'gift',
  'clipboard',
  'user',
  'home',
  'scan',
  'qrcode',
  'user-plus',
  'school',
  'trophy',
  'award',
  'certificate',
  'camera',
  'share',
  'star',
] as const;

const SETTINGS_ROLES = ['content', 'admin'] as const;

/** One text in every language it has: English always, the others only where written (else English is shown). */
export const SettingTexts = v.record(v.string(), v.string());
export type SettingTexts = v.InferOutput<typeof SettingTexts>;

const otherLanguage = (max: number) =>
  v.optional(
    v.pipe(v.string('The text must be text.'), v.trim(), v.maxLength(max, `A text may be at most ${max} characters.`)),
  );

const englishText = (max: number, required: boolean) =>
  required
    ? v.pipe(
        v.string('The text must be text.'),
        v.trim(),
        v.nonEmpty('Write the English text: the other languages fall back to it.'),
        v.maxLength(max, `A text may be at most ${max} characters.`),
      )
    : v.pipe(
        v.string('The text must be text.'),
        v.trim(),
        v.maxLength(max, `A text may be at most ${max} characters.`),
      );

type OtherLanguage = Exclude<SettingLanguage, 'en'>;

/** What staff send for a text: English required (or empty where allowed), each other language optional (English). */
export const TextsInput = (max: number, required = true) => {
  const entries = {
    en: englishText(max, required),
    ...(Object.fromEntries(
      SETTING_LANGUAGES.filter((code) => code !== 'en').map((code) => [code, otherLanguage(max)]),
    ) as unknown as Record<OtherLanguage, ReturnType<typeof otherLanguage>>),
  };
  return v.strictObject(entries, 'This language is not one of the club’s.');
};

/** A whole number of points from 0; the messages stand beside the field they are about, so they do not name it. */
const Points = (max = 100_000) =>
  v.pipe(
    v.number('Enter a number.'),
    v.integer('Enter a whole number.'),
    v.minValue(0, 'Enter 0 or more.'),
    v.maxValue(max, `Enter at most ${max}.`),
  );

export const SettingsBehaviour = v.object({
  uuid: Uuid,
  slug: v.string(),
  icon: v.string(),
  points: v.number(),
  active: v.boolean(),
  name: SettingTexts,
  description: SettingTexts,
});
export type SettingsBehaviour = v.InferOutput<typeof SettingsBehaviour>;

export const SettingsBracket = v.object({
  level: v.number(),
  points: v.number(),
  from: v.number(),
  to: v.nullable(v.number()),
});

export const SettingsTier = v.object({
  id: v.number(),
  /** 1-9 a product category, 99 all products. */
  tier_category: v.number(),
  /** The English name (the tier's own). */
  name: v.string(),
  /** The name in every language it has (the tier's own, else the club's shared one; decision 0291). */
  names: SettingTexts,
  /** The day of the year progress starts again from 0 (month 1-12, day 1-28). */
  reset: v.object({ month: v.number(), day: v.number() }),
  /** The next reset, as installers read it (reset_at of GET /v2/tiers). */
  reset_at: v.string(),
  brackets: v.array(SettingsBracket),
});
export type SettingsTier = v.InferOutput<typeof SettingsTier>;

export const SettingsBasicPoints = v.object({
  product_type_id: v.number(),
  slug: v.string(),
  name: v.string(),
  decor: v.boolean(),
  /** Points a scan of the type earns in the region; null: none (the type is not in the region's table). */
  points: v.nullable(v.number()),
});

export const SettingsCompanyType = v.object({
  id: v.number(),
  name: SettingTexts,
  /** 2: the registration asks the installer to accept the text; 0: it is not asked. */
  disclaimer_state: v.picklist([0, 2]),
  declaration_state: v.picklist([0, 2]),
  disclaimer: SettingTexts,
  declaration: SettingTexts,
});
export type SettingsCompanyType = v.InferOutput<typeof SettingsCompanyType>;

export const RegionSettingsView = v.object({
  region: v.object({ id: v.number(), slug: v.string(), name: v.string(), language: v.string() }),
  general: v.object({
    min_order_points: v.number(),
    /** Installers a company may have beside its owner; null: no limit. */
    employee_limit: v.nullable(v.number()),
    /** Points a new company earns; null: the region has no welcome behaviour and the default (20) applies. */
    welcome_points: v.nullable(v.number()),
  }),
  behaviours: v.array(SettingsBehaviour),
  tiers: v.array(SettingsTier),
  basic_points: v.array(SettingsBasicPoints),
  company_types: v.array(SettingsCompanyType),
});
export type RegionSettingsView = v.InferOutput<typeof RegionSettingsView>;

export const SettingsRegion = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  registration: v.boolean(),
});

const RegionParams = v.object({ region: RegionId });

export const staffSettingsRegions = defineCall({
  method: 'GET',
  path: '/staff/settings/regions',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary: 'The regions whose settings staff edit, by id.',
  response: v.array(SettingsRegion),
});

export const staffRegionSettings = defineCall({
  method: 'GET',
  path: '/staff/settings/regions/:region',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Every setting of a region: behaviours, tiers with brackets and reset date, basic points, minimum order, ' +
    'employee limit, welcome points and company types, each text in every language it has.',
  params: RegionParams,
  response: RegionSettingsView,
});

export const staffRegionGeneral = defineCall({
  method: 'PUT',
  path: '/staff/settings/regions/:region/general',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Sets the minimum order (points), the employee limit (null: none) and the welcome points (a new company’s; ' +
    'creates the welcome behaviour when the region has none). Answers the region’s settings.',
  params: RegionParams,
  body: v.strictObject({
    min_order_points: Points(),
    employee_limit: v.nullable(
      v.pipe(
        v.number('Enter a number.'),
        v.integer('Enter a whole number.'),
        v.minValue(1, 'The employee limit must be at least 1, or no limit.'),
        v.maxValue(1000, 'Enter at most 1000.'),
      ),
    ),
    welcome_points: Points(10_000),
  }),
  response: RegionSettingsView,
});

const BehaviourBody = v.strictObject({
  name: TextsInput(120),
  description: TextsInput(500, false),
  icon: v.picklist(BEHAVIOUR_ICONS, 'Pick one of the icons.'),
  points: Points(10_000),
  active: v.boolean('Choose shown or hidden.'),
});

export const staffBehaviourUpdate = defineCall({
  method: 'PUT',
  path: '/staff/settings/regions/:region/behaviours/:uuid',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Changes a behaviour of the region: name and description per language, icon, points (installers see the ' +
    'behaviours earning more than 0) and whether it is shown. Answers the region’s settings.',
  params: v.object({ region: RegionId, uuid: Uuid }),
  body: BehaviourBody,
  response: RegionSettingsView,
});

export const staffBehaviourCreate = defineCall({
  method: 'POST',
  path: '/staff/settings/regions/:region/behaviours',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  status: 201,
  summary: 'Adds a behaviour at the end of the region’s list. Answers the region’s settings.',
  params: RegionParams,
  body: BehaviourBody,
  response: RegionSettingsView,
});

export const BracketInput = v.strictObject({
  points: Points(),
  from: Points(1_000_000),
  to: v.nullable(Points(1_000_000)),
});

export const staffTierUpdate = defineCall({
  method: 'PUT',
  path: '/staff/settings/regions/:region/tiers/:tier',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Sets a tier’s reset date, its name per language (names, optional) and its brackets, lowest first: the first starts at 0, each next one right after ' +
    'the one before (no overlap, no gap), only the last may be open-ended (to null). 400 naming the brackets ' +
    'otherwise. Answers the region’s settings.',
  params: v.object({
    region: RegionId,
    tier: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Unknown tier.'), v.transform(Number)),
  }),
  body: v.strictObject({
    reset: v.strictObject({
      month: v.pipe(
        v.number('Enter a number.'),
        v.integer('Enter a whole number.'),
        v.minValue(1, 'The month is 1 to 12.'),
        v.maxValue(12, 'The month is 1 to 12.'),
      ),
      day: v.pipe(
        v.number('Enter a number.'),
        v.integer('Enter a whole number.'),
        v.minValue(1, 'The day is 1 to 28, so every year has it.'),
        v.maxValue(28, 'The day is 1 to 28, so every year has it.'),
      ),
    }),
    /** The tier's name per language (English required); left out, the names stay as they are. */
    names: v.optional(TextsInput(80)),
    brackets: v.pipe(
      v.array(BracketInput, 'The brackets must be a list.'),
      v.minLength(1, 'A tier needs at least one bracket.'),
      v.maxLength(20, 'A tier may have at most 20 brackets.'),
    ),
  }),
  response: RegionSettingsView,
});

export const staffBasicPointsUpdate = defineCall({
  method: 'PUT',
  path: '/staff/settings/regions/:region/basic-points',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Sets the basic points a scan of each product type earns in the region (null: the type earns none there). ' +
    'Types left out keep theirs. Scans already made keep the points they earned. Answers the region’s settings.',
  params: RegionParams,
  body: v.strictObject({
    points: v.pipe(
      v.array(
        v.strictObject({
          product_type_id: v.pipe(v.number(), v.integer()),
          points: v.nullable(Points(10_000)),
        }),
      ),
      v.maxLength(100),
    ),
  }),
  response: RegionSettingsView,
});

const CompanyTypeBody = v.strictObject({
  name: TextsInput(120),
  disclaimer_state: v.picklist([0, 2], 'Choose asked or not asked.'),
  declaration_state: v.picklist([0, 2], 'Choose asked or not asked.'),
  disclaimer: TextsInput(2000, false),
  declaration: TextsInput(2000, false),
});

const CompanyTypeParams = v.object({
  region: RegionId,
  type: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Unknown company type.'), v.transform(Number)),
});

export const staffCompanyTypeUpdate = defineCall({
  method: 'PUT',
  path: '/staff/settings/regions/:region/company-types/:type',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Changes a company type of the region: its name, disclaimer and declaration per language and whether the ' +
    'registration asks for each (2) or not (0). A text that is asked for needs its English. Answers the region’s ' +
    'settings.',
  params: CompanyTypeParams,
  body: CompanyTypeBody,
  response: RegionSettingsView,
});

export const staffCompanyTypeCreate = defineCall({
  method: 'POST',
  path: '/staff/settings/regions/:region/company-types',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  status: 201,
  summary:
    'Adds a company type at the end of the region’s list (the registration offers it from then on), with its ' +
    'texts per language and states as the change does. Answers the region’s settings.',
  params: RegionParams,
  body: CompanyTypeBody,
  response: RegionSettingsView,
});

export const staffCompanyTypeDelete = defineCall({
  method: 'DELETE',
  path: '/staff/settings/regions/:region/company-types/:type',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Deletes a company type no company has (409 saying how many companies have it otherwise). Answers the ' +
    'region’s settings.',
  params: CompanyTypeParams,
  response: RegionSettingsView,
});

export const staffBehaviourOrder = defineCall({
  method: 'PUT',
  path: '/staff/settings/regions/:region/behaviours-order',
  auth: 'staff',
  roles: SETTINGS_ROLES,
  summary:
    'Sets the order of the region’s behaviours (the installer’s rewards list follows it): every behaviour of the ' +
    'region once, by uuid, first first. 400 when one is missing, repeated or not the region’s.',
  params: RegionParams,
  body: v.strictObject({
    uuids: v.pipe(
      v.array(Uuid, 'The behaviours must be a list.'),
      v.minLength(1, 'Send every behaviour of the region.'),
      v.maxLength(200, 'Send every behaviour of the region.'),
    ),
  }),
  response: RegionSettingsView,
});
