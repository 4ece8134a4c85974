import type { LoginProfile } from '#contract/auth.ts';
import type { Config, RegionalSettings } from '#contract/config.ts';

export type CompletionStep =
  | 'terms'
  | 'registration-number'
  | 'company-type'
  | 'disclaimer'
  | 'declaration'
  | 'consent'
  | 'survey';

/** Accounts created before this date agreed to no premade terms (Czech and Slovak accounts only). */
export const TERMS_CUTOFF = Date.parse('2024-01-31T00:00:00Z');
const TERMS_REGIONS = new Set(['cz', 'sk']);

export type ProfileOptions = Partial<
  Record<
    | 'hasAgreedToTerms'
    | 'consentSeen'
    | 'companyTypeSeen'
    | 'disclaimerSeen'
    | 'declarationSeen'
    | 'vatSeen'
    | 'companyIdSeen',
    boolean
  >
>;

export function readOptions(text: string): ProfileOptions {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ProfileOptions) : {};
  } catch {
    return {};
  }
}

/**
 * The login wizard's conditional steps, in the spec's order, for this profile: terms, registration number,
 * company type (then the chosen type's disclaimer and declaration), consent, survey.
 */
export function completionSteps(profile: LoginProfile, config: Config, chosenType: number | null): CompletionStep[] {
  const settings: RegionalSettings | undefined = config.regional_settings[String(profile.region)];
  const slug = config.countries.find((c) => c.id === profile.region)?.slug ?? '';
  const options = readOptions(profile.options);
  const owner = profile.role === 3 || profile.role === 7;
  const company = profile.company;
  const steps: CompletionStep[] = [];
  if (owner && TERMS_REGIONS.has(slug) && !options.hasAgreedToTerms && Date.parse(profile.created_at) < TERMS_CUTOFF) {
    steps.push('terms');
  }
  const flags = settings?.flags ?? 0;
  const missing =
    ((flags & 1) !== 0 && !company.registration_number) || ((flags & 2) !== 0 && !company.registration_number_2);
  if (owner && (missing || !options.vatSeen || !options.companyIdSeen)) steps.push('registration-number');
  if (owner && settings?.company_type_state === 2 && (company.company_type === null || !options.companyTypeSeen)) {
    steps.push('company-type');
    const type = settings.company_types.find((t) => t.id === (chosenType ?? company.company_type));
    if (type?.disclaimer_state === 2) steps.push('disclaimer');
    if (type?.declaration_state === 2) steps.push('declaration');
  }
  if (!options.consentSeen) steps.push('consent');
  if (owner && !profile.has_survey) steps.push('survey');
  return steps;
}
