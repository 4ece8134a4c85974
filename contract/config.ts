import * as v from 'valibot';
import { defineCall } from './call.ts';

/** 0 = the field or step is disabled, 2 = it is required. */
export const FieldState = v.picklist([0, 2]);

export const CompanyType = v.object({
  id: v.number(),
  name_translated: v.string(),
  disclaimer_state: FieldState,
  declaration_state: FieldState,
  disclaimer_translated: v.string(),
  declaration_translated: v.string(),
});
export type CompanyType = v.InferOutput<typeof CompanyType>;

export const Country = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  phone_country_code: v.string(),
  flag: v.string(),
  registration: v.boolean(),
  language: v.string(),
});
export type Country = v.InferOutput<typeof Country>;

export const Language = v.object({ id: v.number(), code: v.string() });

export const RegionalSettings = v.object({
  region_id: v.number(),
  company_types: v.array(CompanyType),
  company_type_state: FieldState,
  vat_field: v.string(),
  company_id_field: v.string(),
  /** Bit 1: the VAT number is required. Bit 2: the company id is required. */
  flags: v.number(),
  min_order_points: v.number(),
  /** Installers a company may have besides its owner; null = unlimited. */
  employee_limit: v.nullable(v.number()),
  links: v.object({
    terms: v.string(),
    decor_terms: v.nullable(v.string()),
    privacy: v.string(),
    marketing_consent: v.string(),
    /** The shop's rules of sale, linked in the footer; null where the region has none. */
    commercial_rules: v.nullable(v.string()),
  }),
  company_address: v.string(),
});
export type RegionalSettings = v.InferOutput<typeof RegionalSettings>;

export const Behaviour = v.object({
  uuid: v.string(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  icon: v.string(),
  points: v.string(),
});

export const Config = v.object({
  countries: v.array(Country),
  languages: v.array(Language),
  regional_settings: v.record(v.string(), RegionalSettings),
  behaviours: v.record(v.string(), v.array(Behaviour)),
});
export type Config = v.InferOutput<typeof Config>;

/** The language of the texts staff write per language (company types, behaviours); English when absent or unknown. */
export const ConfigQuery = v.object({
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'The language is a two-letter code.'))),
});

export const config = defineCall({
  method: 'GET',
  path: '/v1/config',
  auth: 'public',
  summary: 'Countries, languages, regional settings and behaviours. Polled by the maintenance screen.',
  query: ConfigQuery,
  response: Config,
});

export const publicConfig = defineCall({
  method: 'GET',
  path: '/v1/config/public',
  auth: 'public',
  summary: "The same configuration, for the anonymous screens, with texts in the reader's language.",
  query: ConfigQuery,
  response: Config,
});
