import type { RegionalSettings } from '#contract/config.ts';

export type RegistrationStep =
  | 'region'
  | 'user'
  | 'company'
  | 'address'
  | 'type'
  | 'disclaimer'
  | 'declaration'
  | 'survey'
  | 'consent'
  | 'review'
  | 'complete';

/** Everything typed in the wizard; saved as a draft and restored within the browser session. */
export interface RegistrationDraft {
  step: RegistrationStep;
  regionId: number | null;
  user: { name: string; surname: string; email: string; phone: string };
  company: { name: string; registration_number: string; registration_number_2: string };
  address: { address: string; house_number: string; postal_code: string; city: string };
  companyType: number | null;
  disclaimer: boolean;
  declaration: boolean;
  /** The survey feature's progress, kept as it is. */
  surveyProgress: unknown;
  surveyJson: string;
  emailConsent: boolean;
  phoneConsent: boolean;
  terms: boolean;
}

export const emptyDraft = (): RegistrationDraft => ({
  step: 'region',
  regionId: null,
  user: { name: '', surname: '', email: '', phone: '' },
  company: { name: '', registration_number: '', registration_number_2: '' },
  address: { address: '', house_number: '', postal_code: '', city: '' },
  companyType: null,
  disclaimer: false,
  declaration: false,
  surveyProgress: null,
  surveyJson: '',
  emailConsent: false,
  phoneConsent: false,
  terms: false,
});

/** The steps for this region and company type (type, disclaimer and declaration only where required). */
export function registrationSteps(
  settings: RegionalSettings | undefined,
  draft: RegistrationDraft,
  invited: boolean,
): RegistrationStep[] {
  if (invited) return ['region', 'user', 'consent', 'review', 'complete'];
  const steps: RegistrationStep[] = ['region', 'user', 'company', 'address'];
  if (settings?.company_type_state === 2) steps.push('type');
  const type = settings?.company_types.find((t) => t.id === draft.companyType);
  if (type?.disclaimer_state === 2) steps.push('disclaimer');
  if (type?.declaration_state === 2) steps.push('declaration');
  steps.push('survey', 'consent', 'review', 'complete');
  return steps;
}

/**
 * The wizard's stages as the person sees them: every one is known on the first screen (an invite skips the company
 * and the survey), so the counter's total stays put while the country and company type add or remove screens.
 */
export type RegistrationStage = 'you' | 'company' | 'survey' | 'check';

const STAGE_OF: Record<Exclude<RegistrationStep, 'complete'>, RegistrationStage> = {
  region: 'you',
  user: 'you',
  company: 'company',
  address: 'company',
  type: 'company',
  disclaimer: 'company',
  declaration: 'company',
  survey: 'survey',
  consent: 'check',
  review: 'check',
};

/** Where a screen stands among the stages (null on the closing screen, which has no counter). */
export function registrationStage(
  step: RegistrationStep,
  invited: boolean,
): { index: number; total: number; name: RegistrationStage; stages: RegistrationStage[] } | null {
  if (step === 'complete') return null;
  const stages: RegistrationStage[] = invited ? ['you', 'check'] : ['you', 'company', 'survey', 'check'];
  const name = STAGE_OF[step];
  return { index: Math.max(0, stages.indexOf(name)), total: stages.length, name, stages };
}

/** Bit 1 of the flags: VAT number required; bit 2: company id required. */
export const vatRequired = (settings: RegionalSettings | undefined) => ((settings?.flags ?? 0) & 1) !== 0;
export const companyIdRequired = (settings: RegionalSettings | undefined) => ((settings?.flags ?? 0) & 2) !== 0;

export const WELCOME_POINTS_DEFAULT = 20;
