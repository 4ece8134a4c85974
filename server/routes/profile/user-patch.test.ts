import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CurrentUser } from '#contract/user.ts';
import { idOf, ledgerOf, sessions } from '#server/test/profile-test-kit.ts';
import { useTestApp } from '#server/test/test-app.ts';

describe('PATCH /v1/company/user/:id and /v1/installer/user/:uuid', () => {
  const t = useTestApp();
  const as = sessions(t);

  it('changes only the fields sent, and a new e-mail must be verified again', async () => {
    const me = await as('owner.ro@example.com');
    const { id } = await idOf(t, 'owner.ro@example.com');
    const res = await t.call('PATCH', `/api/v1/company/user/${id}`, { name: ' Andrei-Ion ' }, me.auth);
    expect(res.status).toBe(200);
    const user = v.parse(CurrentUser, res.body);
    expect(user).toMatchObject({ name: 'Andrei-Ion', surname: 'Popescu', email: 'owner.ro@example.com' });
    expect(user.verified_email_at).not.toBeNull();
    const changed = await t.call('PATCH', `/api/v1/company/user/${id}`, { email: 'Andrei@Example.com' }, me.auth);
    expect(changed.body).toMatchObject({ email: 'andrei@example.com', verified_email_at: null });
  });

  it('refuses an e-mail or phone another user holds, and a phone not valid for the region', async () => {
    const me = await as('member.pl@example.com');
    const { id } = await idOf(t, 'member.pl@example.com');
    const path = `/api/v1/company/user/${id}`;
    expect(await t.call('PATCH', path, { email: 'owner.pl@example.com', phone: '500 000 001' }, me.auth)).toMatchObject(
      {
        status: 400,
        body: { errors: { email: ['The email has already been taken.'], phone: ['Phone number is not unique.'] } },
      },
    );
    expect(await t.call('PATCH', path, { phone: '12345' }, me.auth)).toMatchObject({
      status: 400,
      body: { errors: { phone: ['Invalid phone number.'] } },
    });
    expect(await t.call('PATCH', path, { phone: '+40712000009' }, me.auth)).toMatchObject({
      status: 400,
      body: { errors: { phone: ['Invalid phone number.'] } },
    });
    const ok = await t.call('PATCH', path, { phone: '501-234-567' }, me.auth);
    expect(ok).toMatchObject({ status: 200, body: { phone: '+48501234567' } });
    expect(await t.call('PATCH', path, { phone: '999999999912' }, me.auth)).toMatchObject({
      status: 200,
      body: { phone: '+48999999999912' },
    });
  });

  it('rejects bad input per field', async () => {
    const me = await as('member.pl@example.com');
    const { id } = await idOf(t, 'member.pl@example.com');
    const res = await t.call(
      'PATCH',
      `/api/v1/company/user/${id}`,
      { name: 'A1', email: 'nope', options: '[1]', email_consent: 'yes', languages_id: 99 },
      me.auth,
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        errors: {
          name: ['Digits are not allowed in the name.'],
          email: ['Enter a valid e-mail address.'],
          options: ['Must be a JSON object.'],
          email_consent: ['Must be true or false.'],
        },
      },
    });
    const lang = await t.call('PATCH', `/api/v1/company/user/${id}`, { languages_id: 99 }, me.auth);
    expect(lang).toMatchObject({ status: 400, body: { errors: { languages_id: ['Unknown language.'] } } });
    // Hostile input is a 400 on the field, never a database error.
    for (const body of [{ name: 'An\u0000na' }, { options: '{"a":"\\u0000"}' }, { languages_id: 1e12 }]) {
      const res = await t.call('PATCH', `/api/v1/company/user/${id}`, body, me.auth);
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(Object.keys(body));
    }
    const badId = await t.call('PATCH', '/api/v1/company/user/abc', { name: 'Anna' }, me.auth);
    expect(badId).toMatchObject({ status: 400, body: { errors: { id: ['Must be a numeric id.'] } } });
  });

  it("answers 404 for anybody else's numeric id, even the own company's", async () => {
    const me = await as('owner.pl@example.com');
    for (const email of ['member.pl@example.com', 'decor.cz@example.com']) {
      const { id } = await idOf(t, email);
      const res = await t.call('PATCH', `/api/v1/company/user/${id}`, { name: 'Hacker' }, me.auth);
      expect(res).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    }
    expect((await t.call('PATCH', '/api/v1/company/user/99999999999', {}, me.auth)).status).toBe(400);
  });

  it('merges options and stores consents and language (login wizard)', async () => {
    const me = await as('decor.cz@example.com');
    const res = await t.call(
      'PATCH',
      `/api/v1/installer/user/${me.installer.user_id}`,
      { options: JSON.stringify({ firstTime: false, expPtsSeen: '2026-01' }), phone_consent: 1, languages_id: 1 },
      me.auth,
    );
    expect(res.status).toBe(200);
    const user = v.parse(CurrentUser, res.body);
    expect(JSON.parse(user.options)).toMatchObject({ hasAgreedToTerms: true, firstTime: false, expPtsSeen: '2026-01' });
    expect(user).toMatchObject({ phone_consent: true, email_consent: true, language: { id: 1, code: 'en' } });
  });

  it('lets an owner rename a member, but not touch their consents; members and strangers get 404', async () => {
    const owner = await as('owner.pl@example.com');
    const member = await idOf(t, 'member.pl@example.com');
    const path = `/api/v1/installer/user/${member.uuid}`;
    const renamed = await t.call('PATCH', path, { surname: 'Nowak-Zielińska' }, owner.auth);
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Anna', surname: 'Nowak-Zielińska' } });
    const consent = await t.call('PATCH', path, { email_consent: false }, owner.auth);
    expect(consent).toMatchObject({
      status: 403,
      body: { errors: { email_consent: ['Only the member can change this.'] } },
    });
    const ro = await as('owner.ro@example.com');
    expect(await t.call('PATCH', path, { name: 'Ion' }, ro.auth)).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
    const asMember = await as('member.pl@example.com');
    const ownerPath = `/api/v1/installer/user/${owner.installer.user_id}`;
    expect(await t.call('PATCH', ownerPath, { name: 'Boss' }, asMember.auth)).toMatchObject({ status: 404 });
  });

  it("credits 'Filling out the profile' once, when the profile becomes complete", async () => {
    const sk = await as('legacy.sk@example.com');
    const { company_id } = await idOf(t, 'legacy.sk@example.com');
    const companyPath = `/api/v1/company/${company_id}`;
    expect(await ledgerOf(t, company_id, 'Filling out the profile')).toEqual([]);
    await t.call('PATCH', companyPath, { registration_number_2: '36 123 456' }, sk.auth);
    expect(await ledgerOf(t, company_id, 'Filling out the profile')).toEqual([]);
    const typed = await t.call(
      'PATCH',
      `/api/v1/company/${sk.installer.company_id}/companyType`,
      { company_type: 121, disclaimer_accepted: false, declaration_accepted: false },
      sk.auth,
    );
    expect(typed.status).toBe(200);
    expect(await ledgerOf(t, company_id, 'Filling out the profile')).toEqual([100]);
    await t.call('PATCH', `/api/v1/installer/user/${sk.installer.user_id}`, { name: 'Marek' }, sk.auth);
    await t.call('PATCH', companyPath, { city: 'Košice' }, sk.auth);
    expect(await ledgerOf(t, company_id, 'Filling out the profile')).toEqual([100]);
  });
});
