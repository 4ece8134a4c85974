import type { Config } from '#contract/config.ts';
import type { RegisterRequest } from '#contract/registration.ts';
import type { RegistrationDraft } from './registration-state.ts';

/** The register call's body from the draft (the company block is left out when joining by invite). */
export function registrationBody(
  draft: RegistrationDraft,
  config: Config,
  locale: string,
  decor: boolean,
  invite: string | null,
): RegisterRequest {
  const language = config.languages.find((l) => l.code === locale) ?? config.languages.find((l) => l.code === 'en');
  return {
    company: invite
      ? undefined
      : {
          ...draft.company,
          ...draft.address,
          regions_id: draft.regionId ?? 0,
          company_type: draft.companyType,
          disclaimer_accepted: draft.disclaimer,
          declaration_accepted: draft.declaration,
          survey: draft.surveyJson,
        },
    installer: {
      ...draft.user,
      languages_id: language?.id ?? 1,
      options: JSON.stringify({ hasAgreedToTerms: draft.terms, consentSeen: true }),
      email_consent: draft.emailConsent,
      phone_consent: draft.phoneConsent,
      is_decor_installer: decor && !invite,
    },
    invite,
  };
}

export function welcomePointsOf(config: Config, regionId: number | null, fallback: number): number {
  const behaviour = config.behaviours[String(regionId)]?.find((b) => b.slug === 'welcome-points');
  const points = Number(behaviour?.points);
  return behaviour && Number.isFinite(points) ? points : fallback;
}
