import { describe, expect, it } from 'vitest';
import type { RegisterResponse } from '#contract/registration.ts';
import { bearer, lastCode, signIn, useTestApp } from '#server/test/test-app.ts';

const MAIN_SURVEY = JSON.stringify({
  type: 'main',
  answers: [
    { id: 1, question: 'x', answers: ['Roof windows', 'Roofing'] },
    { id: 2, question: 'x', answers: ['120'] },
    { id: 3, question: 'x', answers: ['50-75%'] },
    { id: 4, question: 'x', answers: ['2-5'] },
  ],
});

const TERMS = JSON.stringify({ hasAgreedToTerms: true, consentSeen: true });

function plRegistration(overrides: { company?: object; installer?: object; invite?: string } = {}) {
  return {
    company: {
      name: '  Dachy Nowe Sp. z o.o. ',
      registration_number: '1234563218',
      registration_number_2: '123456785',
      address: 'ulica Marszałkowska',
      house_number: '10',
      postal_code: '00-624',
      city: 'Warszawa',
      regions_id: 2,
      company_type: 23,
      disclaimer_accepted: true,
      declaration_accepted: true,
      survey: MAIN_SURVEY,
      ...overrides.company,
    },
    installer: {
      name: ' Jan ',
      surname: 'Zieliński',
      email: 'Jan.Zielinski@example.com',
      phone: '512 345 678',
      languages_id: 2,
      options: TERMS,
      email_consent: true,
      phone_consent: false,
      ...overrides.installer,
    },
    ...(overrides.invite ? { invite: overrides.invite } : {}),
  };
}

describe('POST /v2/company/register', () => {
  const t = useTestApp();

  it('registers a PL company with its owner, welcome and survey points, and the new owner can sign in', async () => {
    const answer = await t.call<RegisterResponse>('POST', '/api/v2/company/register', plRegistration());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ role: 3, welcome_points: 20, survey_points: 180, points_held: true });
    const [company] = await t.deps.db.query<{
      name: string;
      survey: unknown;
      invite_code: string;
      balance: number;
      held: number;
    }>(
      `SELECT c.name, c.survey, c.invite_code,
         (SELECT coalesce(sum(points), 0)::int FROM points_ledger p WHERE p.company_id = c.id) AS balance,
         (SELECT coalesce(sum(points), 0)::int FROM held_points h WHERE h.company_id = c.id) AS held
       FROM companies c WHERE c.uuid = $1`,
      [answer.body.company_uuid],
    );
    // The points wait for the new owner's e-mail to be verified (issue 23, finding 6).
    expect(company).toMatchObject({ name: 'Dachy Nowe Sp. z o.o.', balance: 0, held: 200 });
    expect(company!.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(company!.survey).toEqual([
      { id: 1, question: 'What areas do you work in?', answers: ['Roof windows', 'Roofing'] },
      { id: 2, question: 'How many roof windows do you install a year?', answers: ['120'] },
      { id: 3, question: 'What share of your work is renovation?', answers: ['50-75%'] },
      { id: 4, question: 'How many people work in your team?', answers: ['2-5'] },
    ]);
    const session = await signIn(t, 'jan.zielinski@example.com');
    expect(session.installer).toMatchObject({ role: 3, region: 2, has_survey: true });
    expect(JSON.parse(session.installer.options)).toMatchObject({ hasAgreedToTerms: true, consentSeen: true });
    const self = await t.call<{ phone: string; name: string }>(
      'GET',
      '/api/v1/company/user/self',
      undefined,
      bearer(session.token),
    );
    expect(self.body).toMatchObject({ phone: '+48512345678', name: 'Jan' });
  });

  it('answers the specification messages for a taken e-mail, phone and registration number', async () => {
    const answer = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/v2/company/register',
      plRegistration({
        company: { registration_number: '525-224-84-81' },
        installer: { email: 'owner.pl@example.com', phone: '500000001' },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      'installer.email': ['The email has already been taken.'],
      'installer.phone': ['Phone number is not unique.'],
      'company.registration_number': ['The company registration number has already been taken.'],
    });
  });

  it('enforces the field rules: trimmed lengths, required numbers, phone, company type, disclaimer, terms', async () => {
    const answer = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/v2/company/register',
      plRegistration({
        company: {
          name: ' Abc ',
          registration_number: '12345',
          registration_number_2: '',
          address: 'Ul ',
          house_number: ' ',
          postal_code: '',
          city: 'W',
          company_type: 23,
          declaration_accepted: false,
        },
        installer: { name: ' J ', surname: 'Z', phone: '123', options: '{}' },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      'company.name': ['The company name must have at least 4 characters.'],
      'company.address': ['The street must have at least 4 characters.'],
      'company.house_number': ['Enter the house number.'],
      'company.postal_code': ['Enter the postal code.'],
      'company.city': ['The city must have at least 2 characters.'],
      'installer.name': ['The name must have at least 2 characters.'],
      'installer.surname': ['The surname must have at least 2 characters.'],
      'installer.phone': ['Enter at least 5 digits.'],
    });
    const second = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/v2/company/register',
      plRegistration({
        company: { registration_number: '12345', registration_number_2: '', declaration_accepted: false },
        installer: { email: 'new1@example.com', phone: '512000000999', options: '{}' },
      }),
    );
    expect(second.body.errors).toEqual({
      'company.registration_number': ['The number must have at least 6 characters.'],
      'company.registration_number_2': ['The number must have at least 6 characters.'],
      'company.declaration_accepted': ['Accept the declaration.'],
      'installer.options': ['Accept the terms and conditions.'],
      'installer.phone': ['Invalid phone number.'],
    });
  });

  it('rejects a survey that breaks the rules (more than 3 areas, number out of range)', async () => {
    const survey = (areas: string[], count: string) =>
      JSON.stringify({
        type: 'main',
        answers: [
          { id: 1, question: '', answers: areas },
          { id: 2, question: '', answers: [count] },
          { id: 3, question: '', answers: ['0-25%'] },
          { id: 4, question: '', answers: ['Just me'] },
        ],
      });
    for (const bad of [
      survey(['Roofing', 'Insulation', 'Flat roofs', 'Roof windows'], '5'),
      survey(['Roofing'], '0'),
    ]) {
      const answer = await t.call<{ errors: Record<string, string[]> }>(
        'POST',
        '/api/v2/company/register',
        plRegistration({
          company: { survey: bad, registration_number: '1111111111', registration_number_2: '111111111' },
          installer: { email: 'survey@example.com', phone: '512000111' },
        }),
      );
      expect(answer.body.errors).toEqual({ 'company.survey': ['Answer every survey question.'] });
    }
  });

  it('registers a CZ decor installer as role 7 with the decor survey; decor is refused in PL', async () => {
    const decorSurvey = JSON.stringify({
      type: 'decor',
      answers: [
        { id: 101, question: '', answers: ['Blinds', 'Awnings', 'Insect screens', 'Roller shutters'] },
        { id: 102, question: '', answers: ['Club brand', 'Fakro'] },
        { id: 103, question: '', answers: ['40'] },
        { id: 104, question: '', answers: ['25-50%'] },
      ],
    });
    const cz = plRegistration({
      company: {
        regions_id: 13,
        registration_number: 'CZ12345678',
        registration_number_2: '12345678',
        company_type: 131,
        survey: decorSurvey,
      },
      installer: { email: 'decor.new@example.com', phone: '601 123 456', languages_id: 12, is_decor_installer: true },
    });
    const answer = await t.call<RegisterResponse>('POST', '/api/v2/company/register', cz);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ role: 7, welcome_points: 25 });
    const pl = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/v2/company/register',
      plRegistration({ installer: { email: 'decor.pl@example.com', phone: '512000222', is_decor_installer: true } }),
    );
    expect(pl.body.errors['installer.is_decor_installer']).toEqual([
      'Decor registration is open in Czechia and Slovakia only.',
    ]);
  });

  it('joins the inviting company as an installer (role 4) with an invite code, without points', async () => {
    const { installer } = plRegistration({ installer: { email: 'invited@example.com', phone: '512000333' } });
    const answer = await t.call<RegisterResponse>('POST', '/api/v2/company/register', {
      installer,
      invite: 'pldachy1',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ role: 4, welcome_points: 0 });
    const [row] = await t.deps.db.query<{ email: string }>(
      `SELECT u.email FROM users u JOIN companies c ON c.id = u.company_id
        WHERE c.invite_code = 'PLDACHY1' AND u.role = 4 ORDER BY u.id DESC LIMIT 1`,
    );
    expect(row?.email).toBe('invited@example.com');
    const wrong = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/v2/company/register',
      plRegistration({ installer: { email: 'x2@example.com', phone: '512000444' }, invite: 'NOPE1234' }),
    );
    expect(wrong.body.errors.invite).toEqual(['The invite code is not valid.']);
    const none = await t.call<{ errors: Record<string, string[]> }>('POST', '/api/v2/company/register', { installer });
    expect(none.body.errors.company).toEqual(['This field is required.']);
  });

  it('answers a repeated submit with the same Idempotency-Key with the first answer', async () => {
    const body = plRegistration({
      company: { registration_number: '9876543210', registration_number_2: '987654321' },
      installer: { email: 'twice@example.com', phone: '512000555' },
    });
    const key = { 'Idempotency-Key': 'register-twice-1' };
    const first = await t.call<RegisterResponse>('POST', '/api/v2/company/register', body, key);
    const again = await t.call<RegisterResponse>('POST', '/api/v2/company/register', body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.company_uuid).toBe(first.body.company_uuid);
  });
});

// Issue 23, finding 6: a company made up with an unverified e-mail got 20 + 180 points and could order a 200-point
// voucher at once; one address could register 120 companies a minute.
describe('made-up companies (decision 0264)', () => {
  const t = useTestApp({ registrationsPerHour: 3 });
  const VERIFY = '/api/v2/company/verification';
  const summaryOf = async (token: string, companyUuid: string) =>
    (
      await t.call<{ company_points: number; points: { held: number } }>(
        'GET',
        `/api/v1/company/points/${companyUuid}`,
        undefined,
        bearer(token),
      )
    ).body;

  it('holds the welcome and survey points until the owner verifies the e-mail, then credits them once', async () => {
    const email = 'held.points@example.com';
    const answer = await t.call<RegisterResponse>(
      'POST',
      '/api/v2/company/register',
      plRegistration({
        company: { registration_number: '7010000001', registration_number_2: '701000001' },
        installer: { email, phone: '512000901' },
      }),
    );
    expect(answer.status).toBe(201);
    const session = await signIn(t, email);
    expect(await summaryOf(session.token, answer.body.company_uuid)).toMatchObject({
      company_points: 0,
      points: { held: 200 },
    });
    expect((await t.call('POST', VERIFY, undefined, bearer(session.token))).status).toBe(200);
    const code = await lastCode(t, email);
    expect((await t.call('PATCH', VERIFY, { code }, bearer(session.token))).status).toBe(200);
    expect(await summaryOf(session.token, answer.body.company_uuid)).toMatchObject({
      company_points: 200,
      points: { held: 0 },
    });
    const reasons = await t.deps.db.query<{ reason: string; points: number }>(
      `SELECT reason, points FROM points_ledger WHERE company_id = (SELECT id FROM companies WHERE uuid = $1)
       ORDER BY reason`,
      [answer.body.company_uuid],
    );
    expect(reasons).toEqual([
      { reason: 'Survey', points: 180 },
      { reason: 'Welcome points', points: 20 },
    ]);
  });

  it('lets one address register a few companies an hour; failed tries do not count, other addresses go on', async () => {
    const register = (address: string, n: number) =>
      t.callFrom<{ message?: string }>(
        address,
        'POST',
        '/api/v2/company/register',
        plRegistration({
          company: {
            registration_number: `70200000${String(n).padStart(2, '0')}`,
            registration_number_2: `7020000${String(n).padStart(2, '0')}`,
          },
          installer: { email: `made.up.${n}@example.com`, phone: `5120010${String(n).padStart(2, '0')}` },
        }),
      );
    const invalid = await t.callFrom('203.0.113.9', 'POST', '/api/v2/company/register', { company: {} });
    expect(invalid.status).toBe(400);
    for (let n = 1; n <= 3; n++) expect((await register('203.0.113.9', n)).status).toBe(201);
    const refused = await register('203.0.113.9', 4);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many registrations from this network. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register('198.51.100.20', 5)).status).toBe(201);
  });
});
