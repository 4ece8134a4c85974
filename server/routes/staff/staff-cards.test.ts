import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '#server/test/order-test-helpers.ts';
import { auditCount, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

type Desk = {
  to_activate: { company: { uuid: string } }[];
  top_ups: { uuid: string; points: number }[];
};

describe('staff card desk', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let ops: Record<string, string>;
  let companyId: number;
  let companyUuid: string;
  beforeAll(async () => {
    const session = await signIn(t, 'owner.pl@example.com');
    owner = bearer(session.token);
    companyUuid = session.installer.company_id;
    [{ id: companyId }] = (await t.deps.db.query<{ id: number }>('SELECT id FROM companies WHERE uuid = $1', [
      companyUuid,
    ])) as [{ id: number }];
    await t.call(
      'POST',
      '/api/staff/members',
      { email: 'ops@club.example', role: 'operations' },
      {
        'X-Operator-Key': TEST_OPERATOR_KEY,
      },
    );
    ops = bearer((await staffSignIn(t, 'ops@club.example')).token);
  });

  it('activates a linked card, settles a top-up with the issuer’s result and blocks a card with a reason', async () => {
    const linked = await t.call(
      'PATCH',
      `/api/v1/edenred/card/verify/${companyId}`,
      { card_serial_number: '5000000001' },
      owner,
    );
    expect(linked.status).toBe(200);
    const desk = await t.call<Desk>('GET', '/api/staff/cards', undefined, ops);
    expect(desk.body.to_activate.map((k) => k.company.uuid)).toContain(companyUuid);
    const audits = await auditCount(t);
    expect((await t.call('POST', `/api/staff/cards/${companyUuid}/activate`, undefined, ops)).body).toEqual({
      status: 'ACTIVE',
    });
    expect((await t.call('POST', `/api/staff/cards/${companyUuid}/activate`, undefined, ops)).status).toBe(409);

    const top = await t.call<{ uuid: string }>(
      'POST',
      '/api/v1/edenred/card/top-up',
      { amount_points: 100, accept_terms: true },
      owner,
    );
    expect(top.status).toBe(201);
    const waiting = await t.call<Desk>('GET', '/api/staff/cards', undefined, ops);
    expect(waiting.body.top_ups.map((u) => u.uuid)).toContain(top.body.uuid);
    const before = await balanceOf(t, 'owner.pl@example.com');
    const pending = waiting.body.top_ups.length;
    const settled = await t.call('POST', '/api/staff/cards/top-ups/settle', undefined, ops);
    // The seed has a pending top-up of its own.
    expect(settled.body).toEqual({ succeeded: pending, refused: 0, rejected: 0 });
    expect(await balanceOf(t, 'owner.pl@example.com')).toBe(before);

    expect((await t.call('POST', `/api/staff/cards/${companyUuid}/block`, { reason: '' }, ops)).status).toBe(400);
    const blocked = await t.call('POST', `/api/staff/cards/${companyUuid}/block`, { reason: 'Reported stolen.' }, ops);
    expect(blocked.body).toEqual({ status: 'BLOCKED' });
    expect(await auditCount(t)).toBe(audits + 3);
    const [line] = await t.deps.db.query<{ action: string; reason: string; before: unknown; after: unknown }>(
      'SELECT action, reason, before, after FROM staff_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(line).toEqual({
      action: 'card.blocked',
      reason: 'Reported stolen.',
      before: { card: 'ACTIVE' },
      after: { card: 'BLOCKED' },
    });
  });
});
