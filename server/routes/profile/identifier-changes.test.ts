import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TeamList, TeamMember } from '#contract/team.ts';
import { CurrentUser } from '#contract/user.ts';
import { HOUR } from '#server/test/fake-clock.ts';
import { idOf, sessions } from '#server/test/profile-test-kit.ts';
import { bearer, lastCode, signIn, TEST_OPERATOR_KEY, type TestApp, useTestApp } from '#server/test/test-app.ts';

const MEMBER = '/api/v1/installer/user';
const SELF = '/api/v1/company/user/self';
const CHANGES = '/api/v1/company/user/self/identifier-changes';

/** Asks for a login code by a Polish phone number: the uuid of the account it reaches, or the refusal's status. */
async function loginByPhone(t: TestApp, national: string): Promise<{ status: number; uuid?: string }> {
  const res = await t.call<{ user_id: string }>('POST', '/api/v2/installer/login', { phone: national, region: 2 });
  return res.status === 200 ? { status: 200, uuid: res.body.user_id } : { status: res.status };
}

/** Signs in by phone all the way (code from the outbox): the session's user uuid. */
async function signInByPhone(t: TestApp, national: string): Promise<string> {
  const login = await loginByPhone(t, national);
  expect(login.status).toBe(200);
  const code = await lastCode(t, `+48${national}`);
  const verify = await t.call<{ installer: { user_id: string } }>('POST', '/api/v2/installer/login/verify', {
    userId: login.uuid,
    code,
  });
  expect(verify.status).toBe(200);
  return verify.body.installer.user_id;
}

/** The texts of the messages sent to an address, oldest first, without login codes. */
async function messagesTo(t: TestApp, to: string): Promise<string[]> {
  const rows = await t.deps.db.query<{ text: string }>(
    'SELECT text FROM outbox_messages WHERE to_address = $1 AND code IS NULL ORDER BY id',
    [to],
  );
  return rows.map((r) => r.text);
}

async function notificationsOf(t: TestApp, userId: number, event: string) {
  return t.deps.db.query<{ meta: Record<string, unknown> }>(
    'SELECT meta FROM notifications WHERE user_id = $1 AND event = $2 ORDER BY id',
    [userId, event],
  );
}

describe('sign-in identifiers belong to their person (decision 0261)', () => {
  const t = useTestApp();
  const as = sessions(t);
  const self = async (email: string) => {
    const res = await t.call('GET', SELF, undefined, (await as(email)).auth);
    expect(res.status).toBe(200);
    return v.parse(CurrentUser, res.body);
  };

  it("an owner's new phone for a member who has signed in is only proposed: it signs nobody in", async () => {
    const owner = await as('owner.pl@example.com');
    const anna = await idOf(t, 'member.pl@example.com');
    const res = await t.call('PATCH', `${MEMBER}/${anna.uuid}`, { phone: '600 700 801', name: 'Anna' }, owner.auth);
    expect(res.status).toBe(200);
    const answer = v.parse(CurrentUser, res.body);
    expect(answer.phone).toBe('+48500000002');
    expect(answer.pending_identifiers?.phone).toMatchObject({ value: '+48600700801', proposed_by: 'Piotr Kowalski' });
    // The finding of issue 23: the owner asked for a code by the new number and got the member's session.
    expect(await loginByPhone(t, '600700801')).toEqual({ status: 404 });
    expect(await loginByPhone(t, '500000002')).toEqual({ status: 200, uuid: anna.uuid });
    // The member is told where they read now (the phone being replaced), with who proposed what.
    const told = await messagesTo(t, '+48500000002');
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('Piotr Kowalski, the owner of Kowalski Dachy Sp. z o.o., proposed +48600700801');
    expect(await messagesTo(t, '+48600700801')).toEqual([]);
    const [notice] = await notificationsOf(t, anna.id, 'identifier.proposed');
    expect(notice?.meta).toMatchObject({ kind: 'phone', value: '+48600700801', proposed_by: 'Piotr Kowalski' });
    // The owner's team view shows it waiting; the same proposal sent again is not told twice.
    const member = await t.call('GET', `${MEMBER}/${anna.uuid}`, undefined, owner.auth);
    expect(v.parse(TeamMember, member.body)).toMatchObject({
      phone: '+48500000002',
      pending_identifiers: { phone: { value: '+48600700801' }, email: null },
    });
    expect((await t.call('PATCH', `${MEMBER}/${anna.uuid}`, { phone: '600700801' }, owner.auth)).status).toBe(200);
    expect(await messagesTo(t, '+48500000002')).toHaveLength(1);
  });

  it('another member neither sees nor answers it; the owner cannot answer it for the member', async () => {
    const anna = await idOf(t, 'member.pl@example.com');
    const owner = await as('owner.pl@example.com');
    const pending = (await self('member.pl@example.com')).pending_identifiers?.phone;
    expect(pending?.value).toBe('+48600700801');
    const tomasz = await as('tomasz.pl@example.com');
    const team = v.parse(TeamList, (await t.call('GET', '/api/v2/installer/user', undefined, tomasz.auth)).body);
    const annaRow = team.data.find((m) => m.uuid === anna.uuid);
    expect(annaRow).toBeDefined();
    expect(annaRow).not.toHaveProperty('pending_identifiers');
    expect(team.data.find((m) => m.name === 'Tomasz')?.pending_identifiers).toEqual({ email: null, phone: null });
    const asTomasz = await t.call('GET', `${MEMBER}/${anna.uuid}`, undefined, tomasz.auth);
    expect(asTomasz.body).not.toHaveProperty('pending_identifiers');
    const ownerTeam = v.parse(TeamList, (await t.call('GET', '/api/v2/installer/user', undefined, owner.auth)).body);
    expect(ownerTeam.data.find((m) => m.uuid === anna.uuid)?.pending_identifiers?.phone?.value).toBe('+48600700801');
    const ro = await as('owner.ro@example.com');
    for (const who of [tomasz, owner, ro]) {
      for (const answer of ['confirm', 'decline']) {
        const res = await t.call('POST', `${CHANGES}/${pending!.uuid}/${answer}`, undefined, who.auth);
        expect(res).toMatchObject({ status: 404, body: { message: 'Not found.' } });
      }
    }
    expect((await self('member.pl@example.com')).pending_identifiers?.phone?.uuid).toBe(pending!.uuid);
  });

  it('the member confirms it from their own session: the new phone signs them in, the old one no longer', async () => {
    const me = await as('member.pl@example.com');
    const anna = await idOf(t, 'member.pl@example.com');
    const pending = (await self('member.pl@example.com')).pending_identifiers!.phone!;
    const res = await t.call('POST', `${CHANGES}/${pending.uuid}/confirm`, undefined, me.auth);
    expect(res.status).toBe(200);
    const user = v.parse(CurrentUser, res.body);
    expect(user).toMatchObject({ phone: '+48600700801', pending_identifiers: { phone: null, email: null } });
    expect(await loginByPhone(t, '500000002')).toEqual({ status: 404 });
    expect(await signInByPhone(t, '600700801')).toBe(anna.uuid);
    // Told at the old number (where an unnoticed change would be seen) and at the new one.
    const old = await messagesTo(t, '+48500000002');
    expect(old).toHaveLength(2);
    expect(old[1]).toContain('from +48500000002 to +48600700801');
    expect(old[1]).toContain('contact the club');
    expect((await messagesTo(t, '+48600700801')).join('\n')).toContain('+48600700801 is now the phone number');
    // A confirmation sent again (its answer lost) answers the same; declining it now is too late.
    expect((await t.call('POST', `${CHANGES}/${pending.uuid}/confirm`, undefined, me.auth)).status).toBe(200);
    expect(await t.call('POST', `${CHANGES}/${pending.uuid}/decline`, undefined, me.auth)).toMatchObject({
      status: 409,
      body: { message: 'This change is no longer waiting for your answer.' },
    });
  });

  it('the member declines: nothing changes and the proposed number signs nobody in', async () => {
    const owner = await as('owner.pl@example.com');
    const me = await as('member.pl@example.com');
    const anna = await idOf(t, 'member.pl@example.com');
    await t.call('PATCH', `${MEMBER}/${anna.uuid}`, { phone: '600700802' }, owner.auth);
    const first = (await self('member.pl@example.com')).pending_identifiers!.phone!;
    // A newer proposal replaces the waiting one, which can then be neither confirmed nor declined.
    await t.call('PATCH', `${MEMBER}/${anna.uuid}`, { phone: '600700803' }, owner.auth);
    const second = (await self('member.pl@example.com')).pending_identifiers!.phone!;
    expect(second).toMatchObject({ value: '+48600700803' });
    expect((await t.call('POST', `${CHANGES}/${first.uuid}/confirm`, undefined, me.auth)).status).toBe(409);
    const declined = await t.call('POST', `${CHANGES}/${second.uuid}/decline`, undefined, me.auth);
    expect(declined).toMatchObject({
      status: 200,
      body: { phone: '+48600700801', pending_identifiers: { phone: null } },
    });
    expect(await loginByPhone(t, '600700803')).toEqual({ status: 404 });
    expect(await loginByPhone(t, '600700801')).toEqual({ status: 200, uuid: anna.uuid });
    expect((await t.call('POST', `${CHANGES}/${second.uuid}/confirm`, undefined, me.auth)).status).toBe(409);
    const member = await t.call('GET', `${MEMBER}/${anna.uuid}`, undefined, owner.auth);
    expect(member.body).toMatchObject({ phone: '+48600700801', pending_identifiers: { phone: null } });
  });

  it('a proposal reserves nothing: a number taken meanwhile is refused on confirmation, and of two at once one wins', async () => {
    const owner = await as('owner.pl@example.com');
    const anna = await as('member.pl@example.com');
    const tomasz = await as('tomasz.pl@example.com');
    const annaId = await idOf(t, 'member.pl@example.com');
    const tomaszId = await idOf(t, 'tomasz.pl@example.com');
    // Taken meanwhile: the owner proposes a number, then takes it for himself.
    await t.call('PATCH', `${MEMBER}/${annaId.uuid}`, { phone: '600700804' }, owner.auth);
    const taken = (await self('member.pl@example.com')).pending_identifiers!.phone!;
    const ownerId = await idOf(t, 'owner.pl@example.com');
    const mine = await t.call('PATCH', `/api/v1/company/user/${ownerId.id}`, { phone: '600700804' }, owner.auth);
    expect(mine).toMatchObject({ status: 200, body: { phone: '+48600700804' } });
    expect(await t.call('POST', `${CHANGES}/${taken.uuid}/confirm`, undefined, anna.auth)).toMatchObject({
      status: 422,
      body: { message: 'Phone number is not unique.', errors: { phone: ['Phone number is not unique.'] } },
    });
    expect((await self('member.pl@example.com')).phone).toBe('+48600700801');
    expect((await t.call('POST', `${CHANGES}/${taken.uuid}/decline`, undefined, anna.auth)).status).toBe(200);

    // Two members offered the same number confirm at the same moment: one gets it, the other a 422, never a 500.
    await t.call('PATCH', `${MEMBER}/${annaId.uuid}`, { phone: '600700805' }, owner.auth);
    await t.call('PATCH', `${MEMBER}/${tomaszId.uuid}`, { phone: '600700805' }, owner.auth);
    const forAnna = (await self('member.pl@example.com')).pending_identifiers!.phone!;
    const forTomasz = (await self('tomasz.pl@example.com')).pending_identifiers!.phone!;
    const answers = await Promise.all([
      t.call('POST', `${CHANGES}/${forAnna.uuid}/confirm`, undefined, anna.auth),
      t.call('POST', `${CHANGES}/${forTomasz.uuid}/confirm`, undefined, tomasz.auth),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const holders = await t.deps.db.query('SELECT id FROM users WHERE phone = $1', ['+48600700805']);
    expect(holders).toHaveLength(1);
  });

  it("a member's own change applies at once and is told to the old address too; it ends a waiting proposal", async () => {
    const owner = await as('owner.pl@example.com');
    const tomasz = await as('tomasz.pl@example.com');
    const tomaszId = await idOf(t, 'tomasz.pl@example.com');
    await t.call('PATCH', `${MEMBER}/${tomaszId.uuid}`, { phone: '600700806' }, owner.auth);
    expect((await self('tomasz.pl@example.com')).pending_identifiers?.phone?.value).toBe('+48600700806');
    const path = `/api/v1/company/user/${tomaszId.id}`;
    const res = await t.call('PATCH', path, { email: 'Tomasz.New@example.com', phone: '600700807' }, tomasz.auth);
    expect(res).toMatchObject({
      status: 200,
      body: {
        email: 'tomasz.new@example.com',
        verified_email_at: null,
        phone: '+48600700807',
        pending_identifiers: { phone: null, email: null },
      },
    });
    const oldMail = await messagesTo(t, 'tomasz.pl@example.com');
    expect(oldMail.at(-1)).toContain('from tomasz.pl@example.com to tomasz.new@example.com');
    expect(oldMail.at(-1)).toContain('If this was not you, contact');
    expect(await messagesTo(t, 'tomasz.new@example.com')).toHaveLength(1);
    expect((await messagesTo(t, '+48600700807')).join('\n')).toContain('is now the phone number');
    expect(await loginByPhone(t, '600700806')).toEqual({ status: 404 });
    expect(await loginByPhone(t, '600700807')).toEqual({ status: 200, uuid: tomaszId.uuid });
  });

  it('an invitation nobody has taken up yet is corrected at once, and both numbers are told', async () => {
    const owner = await as('owner.pl@example.com');
    const [kasia] = await t.deps.db.query<{ id: number; uuid: string }>(
      "SELECT id, uuid::text AS uuid FROM users WHERE phone = '+48500000004'",
    );
    const res = await t.call('PATCH', `${MEMBER}/${kasia!.uuid}`, { phone: '600700808' }, owner.auth);
    expect(res).toMatchObject({ status: 200, body: { phone: '+48600700808', pending_identifiers: { phone: null } } });
    expect(await loginByPhone(t, '600700808')).toEqual({ status: 200, uuid: kasia!.uuid });
    expect((await messagesTo(t, '+48500000004')).at(-1)).toContain('by Piotr Kowalski, the owner of your company');
    expect(await messagesTo(t, '+48600700808')).toHaveLength(1);
    expect(await notificationsOf(t, kasia!.id, 'identifier.changed')).toHaveLength(1);
    // Once she has signed in, the next change waits for her.
    await signInByPhone(t, '600700808');
    await t.call('PATCH', `${MEMBER}/${kasia!.uuid}`, { phone: '600700809' }, owner.auth);
    const member = await t.call('GET', `${MEMBER}/${kasia!.uuid}`, undefined, owner.auth);
    expect(member.body).toMatchObject({
      phone: '+48600700808',
      pending_identifiers: { phone: { value: '+48600700809' } },
    });
  });

  it("limits one person's changes of a member's sign-in to 5 a day (each one sends messages)", async () => {
    const owner = await as('owner.pl@example.com');
    const added = await t.call<{ uuid: string }>(
      'POST',
      MEMBER,
      { name: 'Ola', surname: 'Kowal', phone: '600700810' },
      owner.auth,
    );
    expect(added.status).toBe(201);
    for (let i = 1; i <= 5; i++) {
      const res = await t.call('PATCH', `${MEMBER}/${added.body.uuid}`, { phone: `60070082${i}` }, owner.auth);
      expect(res.status).toBe(200);
    }
    expect(await t.call('PATCH', `${MEMBER}/${added.body.uuid}`, { phone: '600700829' }, owner.auth)).toMatchObject({
      status: 429,
      body: { message: 'Too many changes of the sign-in details today. Try again tomorrow.' },
    });
    // The name is not a sign-in identifier: the owner still corrects it.
    expect((await t.call('PATCH', `${MEMBER}/${added.body.uuid}`, { name: 'Aleksandra' }, owner.auth)).status).toBe(
      200,
    );
    t.clock.advance(24 * HOUR);
    const tomorrow = bearer((await signIn(t, 'owner.pl@example.com')).token);
    expect((await t.call('PATCH', `${MEMBER}/${added.body.uuid}`, { phone: '600700829' }, tomorrow)).status).toBe(200);
  });

  it("a change in an emulated session is the club's support acting: it applies, told as theirs", async () => {
    const ro = await idOf(t, 'owner.ro@example.com');
    // Started with the operator key, the emulation is named 'Club staff' (a staff session names its member).
    const session = await t.call<{ token: string }>(
      'POST',
      `/api/staff/users/${ro.uuid}/emulation`,
      { reason: 'The installer asked us to fix the address.' },
      { 'X-Operator-Key': TEST_OPERATOR_KEY },
    );
    expect(session.status).toBe(200);
    const res = await t.call(
      'PATCH',
      `/api/v1/company/user/${ro.id}`,
      { email: 'andrei.new@example.com' },
      bearer(session.body.token),
    );
    expect(res).toMatchObject({ status: 200, body: { email: 'andrei.new@example.com' } });
    expect((await messagesTo(t, 'owner.ro@example.com')).at(-1)).toContain("by the club's support (Club staff)");
    const [change] = await t.deps.db.query<{ emulated_by: string; status: string }>(
      'SELECT emulated_by, status FROM identifier_changes WHERE user_id = $1',
      [ro.id],
    );
    expect(change).toEqual({ emulated_by: 'Club staff', status: 'applied' });
  });
});
