import type { VerifyResponse } from '#contract/auth.ts';
import { updateCompany, updateCompanyType, updateInstaller } from '#contract/profile.ts';
import { currentUser } from '#contract/user.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import type { CompletionStep } from '../completion-steps.ts';

/** What the conditional steps collected. */
export interface CompletionDraft {
  registration_number: string;
  registration_number_2: string;
  companyType: number | null;
  disclaimer: boolean;
  declaration: boolean;
  emailConsent: boolean;
  phoneConsent: boolean;
  surveyProgress: unknown;
  surveyJson: string;
}

/** The numeric company id the company PATCH takes (the login profile carries only uuids). */
async function companyId(token: string): Promise<number> {
  return (await callApi(currentUser, { token })).company.id;
}

/** The Czech/Slovak terms declined: the company's active value becomes 2 (the club profile is to be deleted). */
export async function declineTerms(session: VerifyResponse): Promise<void> {
  const id = await companyId(session.token);
  await callApi(updateCompany, { params: { id: String(id) }, body: { active: 2 }, token: session.token });
}

/** The final saving step: the company fields, its type, the survey, then the user's options and consents. */
export async function saveCompletion(session: VerifyResponse, steps: CompletionStep[], draft: CompletionDraft) {
  const { token } = session;
  const has = (step: CompletionStep) => steps.includes(step);
  const id = String(await companyId(token));
  if (has('registration-number')) {
    const body = { registration_number: draft.registration_number, registration_number_2: draft.registration_number_2 };
    await callApi(updateCompany, { params: { id }, body, token });
  }
  if (has('company-type') && draft.companyType !== null) {
    await callApi(updateCompanyType, {
      params: { uuid: session.installer.company.uuid },
      body: {
        company_type: draft.companyType,
        disclaimer_accepted: has('disclaimer') && draft.disclaimer,
        declaration_accepted: has('declaration') && draft.declaration,
      },
      token,
    });
  }
  if (has('survey') && draft.surveyJson) {
    // The company PATCH takes the answers list itself ([{ id, question, answers }]).
    const surveyResponse = JSON.stringify((JSON.parse(draft.surveyJson) as { answers: unknown[] }).answers);
    await callApi(updateCompany, { params: { id }, body: { surveyResponse }, token });
  }
  const options = {
    ...(has('terms') ? { hasAgreedToTerms: true } : {}),
    ...(has('registration-number') ? { vatSeen: true, companyIdSeen: true } : {}),
    ...(has('company-type') ? { companyTypeSeen: true, disclaimerSeen: true, declarationSeen: true } : {}),
    consentSeen: true,
  };
  const consents = has('consent') ? { email_consent: draft.emailConsent, phone_consent: draft.phoneConsent } : {};
  await callApi(updateInstaller, {
    params: { uuid: session.installer.user_id },
    body: { options: JSON.stringify(options), ...consents },
    token,
  });
}
