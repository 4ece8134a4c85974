import { beforeAll, describe, expect, it } from 'vitest';
import type { EmulationSession } from '#contract/emulation.ts';
import { balanceOf } from '#server/test/order-test-helpers.ts';
import { adminSession, auditCount, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Hit = { uuid: string; name: string; matched: string };

describe('staff: companies and installers', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let support: Record<string, string>;
  let plUuid: string;
  beforeAll(async () => {
    admin = bearer(await adminSession(t));
    support = bearer((await staffSignIn(t, SUPPORT)).token);
    plUuid = (await signIn(t, 'owner.pl@example.com')).installer.company_id;
  });

  it('finds a company by name, e-mail, phone, registration number and card number', async () => {
    const find = async (q: string) =>
      (await t.call<Hit[]>('GET', `/api/staff/companies?q=${encodeURIComponent(q)}`, undefined, support)).body;
    expect((await find('kowalski dachy'))[0]).toMatchObject({ uuid: plUuid, matched: 'name' });
    expect((await find('member.pl@example.com'))[0]).toMatchObject({ uuid: plUuid, matched: 'email' });
    // Part of an address, as staff remember it: the local part or the domain.
    expect((await find('MEMBER.pl')).find((hit) => hit.uuid === plUuid)).toMatchObject({ matched: 'email' });
    expect((await find('500 000 002'))[0]).toMatchObject({ uuid: plUuid, matched: 'phone' });
    expect((await find('1234567890'))[0]).toMatchObject({ name: 'Popescu Acoperișuri SRL', matched: 'csn' });
    expect((await t.call('GET', '/api/staff/companies?q=x', undefined, support)).status).toBe(400);
  });

  it('shows a company with its users, projects, orders and a ledger with its running balance', async () => {
    const page = await t.call<{
      users: { name: string }[];
      orders: unknown[];
      ledger: { points: number; balance: number }[];
      points: { balance: number };
    }>('GET', `/api/staff/companies/${plUuid}`, undefined, support);
    expect(page.status).toBe(200);
    expect(page.body.users.map((u) => u.name)).toContain('Anna Nowak');
    expect(page.body.orders.length).toBeGreaterThan(0);
    expect(page.body.ledger[0]!.balance).toBe(page.body.points.balance);
    const [newest, before] = page.body.ledger;
    expect(newest!.balance - newest!.points).toBe(before!.balance);
  });

  it('credits a promotion with its reason in the installer’s history and refuses a debit below zero', async () => {
    const balance = await balanceOf(t, 'owner.pl@example.com');
    expect(
      (await t.call('POST', `/api/staff/companies/${plUuid}/points`, { points: 50, reason: 'Fair bonus' }, support))
        .status,
    ).toBe(403);
    const audits = await auditCount(t);
    const credit = await t.call(
      'POST',
      `/api/staff/companies/${plUuid}/points`,
      { points: 50, reason: 'Fair bonus' },
      admin,
    );
    expect(credit.body).toEqual({ balance: balance + 50 });
    const owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    const history = await t.call<{ data: { reason?: string; name?: string; points: number }[] }>(
      'GET',
      '/api/v1/points/history',
      undefined,
      owner,
    );
    expect(JSON.stringify(history.body)).toContain('Fair bonus');
    const debit = await t.call(
      'POST',
      `/api/staff/companies/${plUuid}/points`,
      { points: -(balance + 51), reason: 'Oops' },
      admin,
    );
    expect(debit.status).toBe(422);
    expect(await auditCount(t)).toBe(audits + 1);
  });

  it('blocks an installer (signed out at once) and unblocks them, each audited', async () => {
    const member = await signIn(t, 'tomasz.pl@example.com');
    const [row] = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'tomasz.pl@example.com'",
    );
    const blocked = await t.call<{ active: boolean }>(
      'POST',
      `/api/staff/users/${row!.uuid}/block`,
      { reason: 'Fraud check' },
      admin,
    );
    expect(blocked.body.active).toBe(false);
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, bearer(member.token))).status).toBe(401);
    expect(
      (await t.call('POST', '/api/v2/installer/refresh', { refresh_token: member.refresh_token, token: member.token }))
        .status,
    ).not.toBe(200);
    const unblocked = await t.call<{ active: boolean }>('POST', `/api/staff/users/${row!.uuid}/unblock`, {}, admin);
    expect(unblocked.body.active).toBe(true);
    expect((await t.call('POST', `/api/staff/users/${row!.uuid}/invitation`, undefined, support)).status).toBe(200);
  });

  it('emulates an installer with the admin’s name on the banner, and ends it', async () => {
    const [row] = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'owner.pl@example.com'",
    );
    const started = await t.call<EmulationSession>(
      'POST',
      `/api/staff/users/${row!.uuid}/emulation`,
      { reason: 'Ticket 7' },
      admin,
    );
    expect(started.body.emulated_by).toBe('Ada Admin');
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, bearer(started.body.token))).status).toBe(200);
    const ended = await t.call<{ ended: number }>(
      'POST',
      `/api/staff/users/${row!.uuid}/emulation/end`,
      undefined,
      admin,
    );
    expect(ended.body.ended).toBe(1);
    expect((await t.call('GET', '/api/v1/company/user/self', undefined, bearer(started.body.token))).status).toBe(401);
  });

  it('says what waits, per region', async () => {
    const dash = await t.call<{ all: { orders: { count: number } }; regions: { region_id: number }[] }>(
      'GET',
      '/api/staff/dashboard',
      undefined,
      support,
    );
    expect(dash.status).toBe(200);
    expect(dash.body.all.orders.count).toBeGreaterThan(0);
    expect(dash.body.regions.map((r) => r.region_id)).toContain(2);
  });
});
