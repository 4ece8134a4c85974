import type * as v from 'valibot';
import type { Config, RegionalSettings } from '#contract/config.ts';
import {
  REGISTRATION_NUMBER_MIN,
  REGISTRATION_NUMBER_TOO_SHORT,
  type RegisterRequest,
} from '#contract/registration.ts';
import type { Queryable } from '#server/db/db.ts';
import { FieldErrors } from './field-errors.ts';
import { validPhoneE164 } from './phone-check.ts';
import { parseSurveyText, type StoredSurvey, SURVEY_INVALID } from './survey-answers.ts';
import { checkUniqueness } from './uniqueness-check.ts';

type Body = v.InferOutput<typeof RegisterRequest>;

export const REGISTRATION_MESSAGES = {
  companyType: 'Choose the company type.',
  disclaimer: 'Accept the disclaimer.',
  declaration: 'Accept the declaration.',
  terms: 'Accept the terms and conditions.',
  invite: 'The invite code is not valid.',
  decorRegion: 'Decor registration is open in Czechia and Slovakia only.',
  teamFull: 'This company has reached its team limit.',
  unknownRegion: 'Unknown region.',
  unknownLanguage: 'Unknown language.',
} as const;

export interface InvitingCompany {
  id: number;
  uuid: string;
  region_id: number;
  is_decor: boolean;
}

/** A registration that passed every rule, ready to be written. */
export interface CheckedRegistration {
  body: Body;
  regionId: number;
  /** A decor installer registering a decor company (role 7). */
  decor: boolean;
  phoneE164: string;
  options: Record<string, boolean>;
  invitedTo: InvitingCompany | null;
  companyType: { id: number; disclaimer: boolean; declaration: boolean } | null;
  survey: StoredSurvey | null;
  settings: RegionalSettings;
}

const OPTION_KEYS = ['hasAgreedToTerms', 'consentSeen'] as const;

function readOptions(text: string, errors: FieldErrors): Record<string, boolean> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {}
  const given = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (given.hasAgreedToTerms !== true) errors.add('installer.options', REGISTRATION_MESSAGES.terms);
  const options: Record<string, boolean> = {};
  for (const key of OPTION_KEYS) options[key] = given[key] === true;
  // The wizard walked the company steps: the login wizard must not ask for them again.
  return {
    ...options,
    consentSeen: true,
    companyTypeSeen: true,
    disclaimerSeen: true,
    declarationSeen: true,
    vatSeen: true,
    companyIdSeen: true,
  };
}

async function findInvite(db: Queryable, code: string): Promise<InvitingCompany | null> {
  const [row] = await db.query<InvitingCompany>(
    'SELECT id, uuid, region_id, is_decor FROM companies WHERE invite_code = $1 AND active = 1',
    [code.toUpperCase()],
  );
  return row ? { ...row, uuid: String(row.uuid) } : null;
}

async function teamIsFull(db: Queryable, companyId: number, limit: number | null): Promise<boolean> {
  if (limit === null) return false;
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE company_id = $1 AND role IN (4, 8) AND active = 1',
    [companyId],
  );
  return (row?.n ?? 0) >= limit;
}

type CompanyBody = NonNullable<Body['company']>;

function checkCompany(
  c: CompanyBody,
  settings: RegionalSettings,
  errors: FieldErrors,
): CheckedRegistration['companyType'] {
  const numbers = [
    ['company.registration_number', c.registration_number, 1],
    ['company.registration_number_2', c.registration_number_2, 2],
  ] as const;
  for (const [field, value, bit] of numbers) {
    if ((settings.flags & bit) !== 0 && value.length < REGISTRATION_NUMBER_MIN)
      errors.add(field, REGISTRATION_NUMBER_TOO_SHORT);
  }
  const type = settings.company_types.find((t) => t.id === c.company_type);
  if (!type) {
    if (settings.company_type_state === 2 || c.company_type !== null)
      errors.add('company.company_type', REGISTRATION_MESSAGES.companyType);
    return null;
  }
  if (type.disclaimer_state === 2 && !c.disclaimer_accepted)
    errors.add('company.disclaimer_accepted', REGISTRATION_MESSAGES.disclaimer);
  if (type.declaration_state === 2 && !c.declaration_accepted)
    errors.add('company.declaration_accepted', REGISTRATION_MESSAGES.declaration);
  return { id: type.id, disclaimer: type.disclaimer_state === 2, declaration: type.declaration_state === 2 };
}

async function regionOf(db: Queryable, config: Config, body: Body, errors: FieldErrors) {
  let invitedTo: InvitingCompany | null = null;
  let regionId = body.company?.regions_id;
  if (body.invite) {
    invitedTo = await findInvite(db, body.invite);
    if (!invitedTo) errors.add('invite', REGISTRATION_MESSAGES.invite);
    regionId = invitedTo?.region_id;
  }
  const region = config.countries.find((c) => c.id === regionId && c.registration);
  const settings = region ? config.regional_settings[String(region.id)] : undefined;
  return { invitedTo, region, settings };
}

/** Every rule of the spec's section 5 and the regional settings; answers the errors or the checked data. */
export async function checkRegistration(
  db: Queryable,
  config: Config,
  body: Body,
): Promise<{ errors: FieldErrors; checked: CheckedRegistration | null }> {
  const errors = new FieldErrors();
  const { invitedTo, region, settings } = await regionOf(db, config, body, errors);
  if (!region || !settings) {
    if (!body.invite) errors.add('company.regions_id', REGISTRATION_MESSAGES.unknownRegion);
    return { errors, checked: null };
  }
  if (!config.languages.some((l) => l.id === body.installer.languages_id)) {
    errors.add('installer.languages_id', REGISTRATION_MESSAGES.unknownLanguage);
  }
  const options = readOptions(body.installer.options, errors);
  const phoneE164 = validPhoneE164(body.installer.phone, region.slug, region.phone_country_code);
  if (!phoneE164) errors.add('installer.phone', 'Invalid phone number.');
  const decor = body.installer.is_decor_installer && !invitedTo;
  if (decor && settings.links.decor_terms === null) {
    errors.add('installer.is_decor_installer', REGISTRATION_MESSAGES.decorRegion);
  }

  let companyType: CheckedRegistration['companyType'] = null;
  let survey: StoredSurvey | null = null;
  const company = invitedTo ? undefined : body.company;
  if (invitedTo && (await teamIsFull(db, invitedTo.id, settings.employee_limit))) {
    errors.add('invite', REGISTRATION_MESSAGES.teamFull);
  }
  if (company) {
    companyType = checkCompany(company, settings, errors);
    if (company.survey !== '') {
      survey = parseSurveyText(company.survey, decor ? 'decor' : 'main');
      if (!survey) errors.add('company.survey', SURVEY_INVALID);
    }
  }
  const registrationNumbers = company
    ? [
        { field: 'company.registration_number', value: company.registration_number },
        { field: 'company.registration_number_2', value: company.registration_number_2 },
      ]
    : [];
  await checkUniqueness(
    db,
    { email: body.installer.email, phoneE164: phoneE164 ?? undefined, registrationNumbers },
    errors,
    'installer.',
  );
  if (!errors.empty || !phoneE164) return { errors, checked: null };
  return {
    errors,
    checked: { body, regionId: region.id, decor, phoneE164, options, invitedTo, companyType, survey, settings },
  };
}
