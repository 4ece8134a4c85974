import type { CompanyType, Config, Country, RegionalSettings } from '#contract/config.ts';
import type { Queryable } from '#server/db/db.ts';
import { settingTextIn } from '../settings/setting-texts.ts';

interface RegionRow {
  id: number;
  slug: string;
  name: string;
  phone_country_code: string;
  flag: string;
  registration: boolean;
  language: string;
  company_type_state: 0 | 2;
  vat_field: string;
  company_id_field: string;
  flags: number;
  min_order_points: number;
  employee_limit: number | null;
  terms_link: string;
  decor_terms_link: string | null;
  privacy_link: string;
  marketing_consent_link: string;
  commercial_rules_link: string | null;
  company_address: string;
}

interface TypeRow {
  id: number;
  region_id: number;
  name: string;
  disclaimer_state: 0 | 2;
  declaration_state: 0 | 2;
  disclaimer: string;
  declaration: string;
}

interface BehaviourRow {
  uuid: string;
  region_id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  points: number;
}

/**
 * Reads the whole configuration answer (countries, languages, regional settings, behaviours), with the company
 * types' and behaviours' texts in `language`: the row's own (staff's, decision 0288), else the club's shared one,
 * else English (decision 0281).
 */
export async function loadConfig(db: Queryable, language = 'en'): Promise<Config> {
  const [regions, languages, types, behaviours] = await Promise.all([
    db.query<RegionRow>(
      `SELECT r.id, r.slug, r.name, r.phone_country_code, r.flag, r.registration, l.code AS language, s.*
       FROM regions r JOIN languages l ON l.id = r.language_id JOIN regional_settings s ON s.region_id = r.id
       ORDER BY r.id`,
    ),
    db.query<{ id: number; code: string }>('SELECT id, code FROM languages WHERE in_use ORDER BY id'),
    db.query<TypeRow>(
      `SELECT t.id, t.region_id, ${settingTextIn('company_type', "'t:' || t.id", 't.name', 't.name', '$1::text')} AS name,
         t.disclaimer_state, t.declaration_state,
         ${settingTextIn('company_type_text', "'t:' || t.id || ':disclaimer'", 't.disclaimer', 't.disclaimer', '$1::text')} AS disclaimer,
         ${settingTextIn('company_type_text', "'t:' || t.id || ':declaration'", 't.declaration', 't.declaration', '$1::text')} AS declaration
       FROM company_types t ORDER BY t.region_id, t.position, t.id`,
      [language],
    ),
    db.query<BehaviourRow>(
      `SELECT b.uuid, b.region_id, b.slug,
         ${settingTextIn('behaviour_name', "'b:' || b.uuid", 'b.slug', 'b.name', '$1::text')} AS name,
         ${settingTextIn('behaviour_description', "'b:' || b.uuid", 'b.slug', 'b.description', '$1::text')} AS description,
         b.icon, b.points
       FROM behaviours b WHERE b.active ORDER BY b.region_id, b.position, b.id`,
      [language],
    ),
  ]);
  const regional_settings: Record<string, RegionalSettings> = {};
  const byRegion: Record<string, Config['behaviours'][string]> = {};
  const countries: Country[] = regions.map((r) => {
    regional_settings[String(r.id)] = settingsOf(r, types.filter((t) => t.region_id === r.id).map(companyTypeOf));
    byRegion[String(r.id)] = [];
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      phone_country_code: r.phone_country_code,
      flag: r.flag,
      registration: r.registration,
      language: r.language,
    };
  });
  for (const b of behaviours) {
    const { region_id, points, ...rest } = b;
    byRegion[String(region_id)]?.push({ ...rest, uuid: String(b.uuid), points: String(points) });
  }
  return { countries, languages, regional_settings, behaviours: byRegion };
}

function companyTypeOf(t: TypeRow): CompanyType {
  return {
    id: t.id,
    name_translated: t.name,
    disclaimer_state: t.disclaimer_state,
    declaration_state: t.declaration_state,
    disclaimer_translated: t.disclaimer,
    declaration_translated: t.declaration,
  };
}

function settingsOf(r: RegionRow, company_types: CompanyType[]): RegionalSettings {
  return {
    region_id: r.id,
    company_types,
    company_type_state: r.company_type_state,
    vat_field: r.vat_field,
    company_id_field: r.company_id_field,
    flags: r.flags,
    min_order_points: r.min_order_points,
    employee_limit: r.employee_limit,
    links: {
      terms: r.terms_link,
      decor_terms: r.decor_terms_link,
      privacy: r.privacy_link,
      marketing_consent: r.marketing_consent_link,
      commercial_rules: r.commercial_rules_link,
    },
    company_address: r.company_address,
  };
}
