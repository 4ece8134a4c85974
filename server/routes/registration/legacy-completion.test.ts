import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

/** The calls the login wizard's final saving step makes for legacy.sk, in its order. */
describe('completing a legacy account after sign-in', () => {
  const t = useTestApp();

  it('saves the registration number, company type, survey and options', async () => {
    const session = await signIn(t, 'legacy.sk@example.com');
    const auth = bearer(session.token);
    const self = await t.call<{ company: { id: number } }>('GET', '/api/v1/company/user/self', undefined, auth);
    const id = self.body.company.id;
    const numbers = await t.call(
      'PATCH',
      `/api/v1/company/${id}`,
      { registration_number: '', registration_number_2: '36123456' },
      auth,
    );
    expect(numbers.status, JSON.stringify(numbers.body)).toBe(200);
    const type = await t.call(
      'PATCH',
      `/api/v1/company/${session.installer.company.uuid}/companyType`,
      { company_type: 123, disclaimer_accepted: true, declaration_accepted: true },
      auth,
    );
    expect(type.status, JSON.stringify(type.body)).toBe(200);
    const surveyResponse = JSON.stringify([{ id: 1, question: 'What areas do you work in?', answers: ['Roofing'] }]);
    const survey = await t.call('PATCH', `/api/v1/company/${id}`, { surveyResponse }, auth);
    expect(survey.status, JSON.stringify(survey.body)).toBe(200);
    const options = JSON.stringify({ hasAgreedToTerms: true, consentSeen: true, companyTypeSeen: true });
    const user = await t.call(
      'PATCH',
      `/api/v1/installer/user/${session.installer.user_id}`,
      { options, email_consent: false, phone_consent: true },
      auth,
    );
    expect(user.status, JSON.stringify(user.body)).toBe(200);
  });
});
