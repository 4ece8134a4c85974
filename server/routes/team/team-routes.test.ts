import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TeamList, TeamMember } from '#contract/team.ts';
import { MINUTE } from '#server/test/fake-clock.ts';
import { idOf, ledgerOf, sessions } from '#server/test/profile-test-kit.ts';
import { useTestApp } from '#server/test/test-app.ts';

const TEAM = '/api/v2/installer/user';
const MEMBER = '/api/v1/installer/user';

describe('team', () => {
  const t = useTestApp();
  const as = sessions(t);
  const list = async (email: string, query = '') => {
    const res = await t.call('GET', `${TEAM}${query}`, undefined, (await as(email)).auth);
    expect(res.status).toBe(200);
    return v.parse(TeamList, res.body);
  };

  it('lists the seeded PL team, owner first, with points, invitations and the regional limit', async () => {
    const team = await list('owner.pl@example.com');
    const earned = await t.deps.db.query<{ name: string; n: number }>(
      `SELECT u.name, coalesce(sum(p.points) FILTER (WHERE p.variation = 'positive'), 0)::int AS n
       FROM users u LEFT JOIN points_ledger p ON p.user_id = u.id GROUP BY u.id, u.name`,
    );
    const points = Object.fromEntries(earned.map((r) => [r.name, r.n]));
    expect(team.data.map((m) => [m.name, m.role, m.contribute_points])).toEqual([
      ['Piotr', 3, points.Piotr],
      ['Anna', 4, points.Anna],
      ['Tomasz', 4, points.Tomasz],
      ['Katarzyna', 4, 0],
    ]);
    const projects = await t.deps.db.query<{ name: string; n: number }>(
      'SELECT u.name, count(p.id)::int AS n FROM users u LEFT JOIN projects p ON p.user_id = u.id GROUP BY u.id, u.name',
    );
    const projectCounts = Object.fromEntries(projects.map((r) => [r.name, r.n]));
    expect(team.data.map((m) => m.projects_count)).toEqual(team.data.map((m) => projectCounts[m.name]));
    const self = await t.call('GET', '/api/v1/company/user/self', undefined, (await as('owner.pl@example.com')).auth);
    expect(self.body).toMatchObject({ projects_count: projectCounts.Piotr });
    // The seeded promotion: Anna contributed at least 150 points even though they have since expired.
    expect(team.data[1]?.contribute_points).toBeGreaterThanOrEqual(150);
    expect(team.data[3]).toMatchObject({ email: null, phone: '+48500000004', last_active_at: null });
    expect(team.data[3]?.invited_at).not.toBeNull();
    // The owner also gets the company's invitation code (the seed's); an installer does not.
    expect(team.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 4,
      limit: 10,
      can_add: true,
      invite_code: 'PLDACHY1',
    });
    expect((await list('member.pl@example.com')).meta).toMatchObject({ can_add: false, invite_code: null });
    // The RO company also has Ioana, the demo installer whose e-mail waits for its code.
    expect((await list('owner.ro@example.com')).meta).toMatchObject({ total: 2, limit: null, can_add: true });
  });

  it('pages and rejects bad paging', async () => {
    const page = await list('owner.pl@example.com', '?page=2&limit=3');
    expect(page.data.map((m) => m.name)).toEqual(['Katarzyna']);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
    expect((await list('owner.pl@example.com', '?page=9')).meta).toMatchObject({ total: 4, last_page: 1 });
    const owner = await as('owner.pl@example.com');
    expect(await t.call('GET', `${TEAM}?limit=0&page=x`, undefined, owner.auth)).toMatchObject({
      status: 400,
      body: { errors: { limit: ['The limit must be at least 1.'], page: ['The page must be a whole number.'] } },
    });
  });

  it('shows one member of the own company; other companies get 404', async () => {
    const anna = await idOf(t, 'member.pl@example.com');
    const owner = await as('owner.pl@example.com');
    const res = await t.call('GET', `${MEMBER}/${anna.uuid}`, undefined, owner.auth);
    expect(v.parse(TeamMember, res.body)).toMatchObject({ name: 'Anna', role: 4 });
    const ro = await as('owner.ro@example.com');
    for (const [method, path] of [
      ['GET', `${MEMBER}/${anna.uuid}`],
      ['GET', `${MEMBER}/${anna.uuid}/resend`],
      ['DELETE', `${MEMBER}/${anna.uuid}`],
      ['PATCH', `${MEMBER}/${anna.uuid}`],
    ] as const) {
      const body = method === 'PATCH' ? { name: 'Ioana' } : undefined;
      expect(await t.call(method, path, body, ro.auth)).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    }
  });

  it('adds a member with an invitation; owners only; names, phone and uniqueness checked', async () => {
    const member = await as('member.pl@example.com');
    const body = { name: 'Jan', surname: 'Zieliński', phone: '600 100 200' };
    expect(await t.call('POST', MEMBER, body, member.auth)).toMatchObject({
      status: 403,
      body: { message: 'Only the company owner can manage the team.' },
    });
    const owner = await as('owner.pl@example.com');
    expect(await t.call('POST', MEMBER, { name: 'J4n', surname: '', phone: '12a456' }, owner.auth)).toMatchObject({
      status: 400,
      body: {
        errors: {
          name: ['Digits are not allowed in the name.'],
          surname: ['The surname needs at least 2 characters.'],
          phone: ['Letters are not allowed.'],
        },
      },
    });
    const taken = await t.call(
      'POST',
      MEMBER,
      { ...body, phone: '500000002', email: 'owner.ro@example.com' },
      owner.auth,
    );
    expect(taken).toMatchObject({
      status: 400,
      body: { errors: { phone: ['Phone number is not unique.'], email: ['The email has already been taken.'] } },
    });
    const created = await t.call('POST', MEMBER, body, owner.auth);
    expect(created.status).toBe(201);
    expect(v.parse(TeamMember, created.body)).toMatchObject({
      name: 'Jan',
      role: 4,
      phone: '+48600100200',
      last_active_at: null,
    });
    const [sms] = await t.deps.db.query<{ channel: string; text: string }>(
      'SELECT channel, text FROM outbox_messages WHERE to_address = $1',
      ['+48600100200'],
    );
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain('Piotr Kowalski has added you to the team of Kowalski Dachy');
    const login = await t.call('POST', '/api/v2/installer/login', { phone: '600100200', region: 2 });
    expect(login.status).toBe(200);
  });

  it('lets the owner edit a member (name, surname, phone) with the same checks as adding; a new phone waits for the member', async () => {
    const owner = await as('owner.pl@example.com');
    const tomasz = await idOf(t, 'tomasz.pl@example.com');
    const path = `${MEMBER}/${tomasz.uuid}`;
    expect(await t.call('PATCH', path, { name: 'T0masz' }, owner.auth)).toMatchObject({
      status: 400,
      body: { errors: { name: ['Digits are not allowed in the name.'] } },
    });
    expect(await t.call('PATCH', path, { phone: '500000001' }, owner.auth)).toMatchObject({
      status: 400,
      body: { errors: { phone: ['Phone number is not unique.'] } },
    });
    // Tomasz has signed in before: the surname is the owner's to correct, the phone is his own (decision 0261).
    const ok = await t.call('PATCH', path, { surname: 'Wiśniewski-Nowy', phone: '+48 600 555 444' }, owner.auth);
    expect(ok).toMatchObject({
      status: 200,
      body: {
        surname: 'Wiśniewski-Nowy',
        phone: '+48500000003',
        pending_identifiers: { phone: { value: '+48600555444', proposed_by: 'Piotr Kowalski' } },
      },
    });
    const member = await t.call('GET', path, undefined, owner.auth);
    expect(member.body).toMatchObject({
      surname: 'Wiśniewski-Nowy',
      phone: '+48500000003',
      pending_identifiers: { phone: { value: '+48600555444' } },
    });
    // Jan, added above, has never signed in: his invitation's number is corrected at once.
    const [jan] = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM users WHERE phone = '+48600100200'",
    );
    const corrected = await t.call('PATCH', `${MEMBER}/${jan!.uuid}`, { phone: '600 100 201' }, owner.auth);
    expect(corrected).toMatchObject({ status: 200, body: { phone: '+48600100201' } });
  });

  it('checks the phone with the numbering plan of the region (libphonenumber), not only its length', async () => {
    const owner = await as('owner.ro@example.com');
    // Nine digits, as a Romanian number has, but no Romanian number starts so.
    const refused = await t.call('POST', MEMBER, { name: 'Dan', surname: 'Pop', phone: '111111111' }, owner.auth);
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['phone']);
  });

  it('replays an add sent twice with the same Idempotency-Key instead of adding twice', async () => {
    const owner = await as('owner.ro@example.com');
    const headers = { ...owner.auth, 'Idempotency-Key': 'add-ion-1' };
    const body = { name: 'Ion', surname: 'Ionescu', phone: '0722 000 111' };
    const first = await t.call('POST', MEMBER, body, headers);
    const again = await t.call('POST', MEMBER, body, headers);
    expect(first).toMatchObject({ status: 201, body: { phone: '+40722000111' } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await list('owner.ro@example.com')).meta.total).toBe(3);
  });

  it('re-sends invitations at most once a minute, for owners, not to oneself', async () => {
    const owner = await as('owner.pl@example.com');
    const kasia = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM users WHERE phone = '+48500000004'",
    );
    const path = `${MEMBER}/${kasia[0]!.uuid}/resend`;
    const first = await t.call('GET', path, undefined, owner.auth);
    expect(first).toMatchObject({ status: 200, body: { message: 'The invitation has been sent.' } });
    expect(await t.call('GET', path, undefined, owner.auth)).toMatchObject({ status: 429 });
    t.clock.advance(MINUTE + 1000);
    expect((await t.call('GET', path, undefined, owner.auth)).status).toBe(200);
    const member = await as('member.pl@example.com');
    expect((await t.call('GET', path, undefined, member.auth)).status).toBe(403);
    const self = `${MEMBER}/${owner.installer.user_id}/resend`;
    expect((await t.call('GET', self, undefined, owner.auth)).status).toBe(422);
  });

  it("enforces PL's limit of 10 installers", async () => {
    const owner = await as('owner.pl@example.com');
    // 4 installers now (Anna, Tomasz, Katarzyna, Jan): six more fit.
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', MEMBER, { name: 'Ewa', surname: 'Nowicka', phone: `60020030${i}` }, owner.auth);
      expect(res.status).toBe(201);
    }
    expect((await list('owner.pl@example.com')).meta).toMatchObject({ total: 11, can_add: false });
    const full = await t.call('POST', MEMBER, { name: 'Olga', surname: 'Lis', phone: '600200399' }, owner.auth);
    expect(full).toMatchObject({ status: 422, body: { message: 'Your team is full.' } });
  });

  it('removes a member (owners only, not oneself): sessions end, points history stays, a place frees up', async () => {
    const anna = await as('member.pl@example.com');
    const owner = await as('owner.pl@example.com');
    const annaPath = `${MEMBER}/${anna.installer.user_id}`;
    expect((await t.call('DELETE', `${MEMBER}/${owner.installer.user_id}`, undefined, anna.auth)).status).toBe(403);
    expect(await t.call('DELETE', `${MEMBER}/${owner.installer.user_id}`, undefined, owner.auth)).toMatchObject({
      status: 422,
      body: { message: 'You cannot remove yourself.' },
    });
    const removed = await t.call('DELETE', annaPath, undefined, owner.auth);
    expect(removed.status).toBe(204);
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, anna.auth)).status).toBe(401);
    expect((await t.call('POST', '/api/v2/installer/refresh', { refresh_token: anna.refresh_token })).status).toBe(401);
    expect((await t.call('GET', annaPath, undefined, owner.auth)).status).toBe(404);
    const { company_id } = await idOf(t, 'owner.pl@example.com');
    expect(await ledgerOf(t, company_id, 'Winter promotion')).toEqual([150]);
    expect((await list('owner.pl@example.com')).meta).toMatchObject({ total: 10, can_add: true });
  });

  it('gives members of a decor company the decor member role', async () => {
    const decor = await as('decor.cz@example.com');
    const res = await t.call(
      'POST',
      MEMBER,
      { name: 'Petr', surname: 'Svoboda', phone: '601 000 777', email: 'petr@example.com' },
      decor.auth,
    );
    expect(res).toMatchObject({ status: 201, body: { role: 8, email: 'petr@example.com' } });
    const mails = await t.deps.db.query('SELECT 1 FROM outbox_messages WHERE to_address = $1', ['petr@example.com']);
    expect(mails).toHaveLength(1);
  });
});
