import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Company } from '#contract/user.ts';
import { idOf, ledgerOf, sessions } from '#server/test/profile-test-kit.ts';
import { useTestApp } from '#server/test/test-app.ts';

const TAKEN = 'The company registration number has already been taken.';

describe('PATCH /v1/company/:id and /v1/company/:uuid/companyType', () => {
  const t = useTestApp();
  const as = sessions(t);

  it('lets the owner edit the company; address fields cannot be emptied', async () => {
    const owner = await as('owner.pl@example.com');
    const { company_id } = await idOf(t, 'owner.pl@example.com');
    const res = await t.call('PATCH', `/api/v1/company/${company_id}`, { city: 'Kraków-Podgórze' }, owner.auth);
    expect(res.status).toBe(200);
    expect(v.parse(Company, res.body)).toMatchObject({
      id: company_id,
      city: 'Kraków-Podgórze',
      postal_code: '30-001',
    });
    const empty = await t.call('PATCH', `/api/v1/company/${company_id}`, { name: ' ', postal_code: '' }, owner.auth);
    expect(empty).toMatchObject({
      status: 400,
      body: {
        errors: { name: ['The company name cannot be empty.'], postal_code: ['The postal code cannot be empty.'] },
      },
    });
  });

  it('answers 403 to a member and 404 for another company, on both company calls', async () => {
    const member = await as('member.pl@example.com');
    const pl = await idOf(t, 'member.pl@example.com');
    const res = await t.call('PATCH', `/api/v1/company/${pl.company_id}`, { city: 'Gdańsk' }, member.auth);
    expect(res).toMatchObject({ status: 403, body: { message: 'Only the company owner can change the company.' } });
    const type = await t.call(
      'PATCH',
      `/api/v1/company/${member.installer.company_id}/companyType`,
      { company_type: 21 },
      member.auth,
    );
    expect(type.status).toBe(403);
    const ro = await as('owner.ro@example.com');
    expect(await t.call('PATCH', `/api/v1/company/${pl.company_id}`, { city: 'X city' }, ro.auth)).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
    const foreignType = await t.call(
      'PATCH',
      `/api/v1/company/${member.installer.company_id}/companyType`,
      { company_type: 31 },
      ro.auth,
    );
    expect(foreignType).toMatchObject({ status: 404, body: { message: 'Not found.' } });
  });

  it('checks registration numbers: required per region, at least 6 characters, unique', async () => {
    const ro = await as('owner.ro@example.com');
    const { company_id } = await idOf(t, 'owner.ro@example.com');
    const path = `/api/v1/company/${company_id}`;
    // Romania requires the VAT number (flags bit 1) only.
    expect(await t.call('PATCH', path, { registration_number: '' }, ro.auth)).toMatchObject({
      status: 400,
      body: { errors: { registration_number: ['The CUI is required.'] } },
    });
    expect(await t.call('PATCH', path, { registration_number: 'RO123' }, ro.auth)).toMatchObject({
      status: 400,
      body: { errors: { registration_number: ['The CUI needs at least 6 characters.'] } },
    });
    expect(await t.call('PATCH', path, { registration_number: '525-224-84-81' }, ro.auth)).toMatchObject({
      status: 400,
      body: { errors: { registration_number: [TAKEN] } },
    });
    const cleared = await t.call('PATCH', path, { registration_number_2: '' }, ro.auth);
    expect(cleared).toMatchObject({ status: 200, body: { registration_number_2: null } });
    const same = await t.call('PATCH', path, { registration_number: 'RO12345678' }, ro.auth);
    expect(same.status).toBe(200);
  });

  it('sets a company type of the region; required disclaimer and declaration must be accepted', async () => {
    const ro = await as('owner.ro@example.com');
    const path = `/api/v1/company/${ro.installer.company_id}/companyType`;
    expect((await t.call('PATCH', path, { company_type: 99999999999 }, ro.auth)).status).toBe(400);
    expect(await t.call('PATCH', path, { company_type: 21 }, ro.auth)).toMatchObject({
      status: 400,
      body: { errors: { company_type: ['Choose a company type of your country.'] } },
    });
    expect(await t.call('PATCH', path, { company_type: 33, disclaimer_accepted: true }, ro.auth)).toMatchObject({
      status: 400,
      body: { errors: { declaration_accepted: ['The declaration must be accepted.'] } },
    });
    const ok = await t.call(
      'PATCH',
      path,
      { company_type: 33, disclaimer_accepted: true, declaration_accepted: true },
      ro.auth,
    );
    expect(ok).toMatchObject({
      status: 200,
      body: { company_type: 33, disclaimer_accepted: true, declaration_accepted: true },
    });
    const reset = await t.call('PATCH', path, { company_type: 31, disclaimer_accepted: true }, ro.auth);
    expect(reset.body).toMatchObject({ company_type: 31, disclaimer_accepted: false, declaration_accepted: false });
  });

  it('stores the survey and credits the survey points the first time only', async () => {
    const sk = await as('legacy.sk@example.com');
    const { company_id } = await idOf(t, 'legacy.sk@example.com');
    const survey = JSON.stringify([{ id: 1, question: 'What areas do you work in?', answers: ['Roofing'] }]);
    const path = `/api/v1/company/${company_id}`;
    expect(await t.call('PATCH', path, { surveyResponse: '{"a":' }, sk.auth)).toMatchObject({
      status: 400,
      body: { errors: { surveyResponse: ['Must be JSON text.'] } },
    });
    expect((await t.call('PATCH', path, { surveyResponse: survey }, sk.auth)).status).toBe(200);
    expect((await t.call('PATCH', path, { surveyResponse: survey }, sk.auth)).status).toBe(200);
    expect(await ledgerOf(t, company_id, 'Survey')).toEqual([180]);
    const [row] = await t.deps.db.query<{ survey: unknown }>('SELECT survey FROM companies WHERE id = $1', [
      company_id,
    ]);
    expect(row?.survey).toEqual(JSON.parse(survey));
  });

  it('declines the Czech/Slovak terms only where offered: the company and its users are closed', async () => {
    const pl = await as('owner.pl@example.com');
    const plCompany = (await idOf(t, 'owner.pl@example.com')).company_id;
    expect(await t.call('PATCH', `/api/v1/company/${plCompany}`, { active: 2 }, pl.auth)).toMatchObject({
      status: 422,
      body: { message: 'The terms cannot be declined for this account.' },
    });
    const sk = await as('legacy.sk@example.com');
    const { company_id } = await idOf(t, 'legacy.sk@example.com');
    const res = await t.call('PATCH', `/api/v1/company/${company_id}`, { active: 2 }, sk.auth);
    expect(res).toMatchObject({ status: 200, body: { active: 2 } });
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, sk.auth)).status).toBe(401);
    const refreshed = await t.call('POST', '/api/v2/installer/refresh', { refresh_token: sk.refresh_token });
    expect(refreshed.status).toBe(401);
    expect(await t.call('PATCH', `/api/v1/company/${company_id}`, { active: 1 }, pl.auth)).toMatchObject({
      status: 400,
      body: { errors: { active: ['Only 2 (terms declined) can be sent.'] } },
    });
  });
});
