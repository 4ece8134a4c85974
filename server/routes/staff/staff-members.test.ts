import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLine } from '#contract/staff-audit.ts';
import type { StaffMember } from '#contract/staff-members.ts';
import {
  ADMIN,
  addStaffPasskey,
  adminSession,
  auditCount,
  confirmStaffSession,
  SUPPORT,
  staffSignIn,
} from '#server/test/staff-test-kit.ts';
import { bearer, lastCode, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';
import { SoftAuthenticator } from '../passkeys/soft-authenticator.ts';

const KEY = { 'X-Operator-Key': TEST_OPERATOR_KEY };
type Audit = { lines: AuditLine[]; next: number | null };

describe('staff accounts, managed by admins', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let adminUuid: string;
  beforeAll(async () => {
    const device = new SoftAuthenticator();
    admin = bearer(await adminSession(t, device));
    adminUuid = (await t.call<{ uuid: string }>('GET', '/api/staff/me', undefined, admin)).body.uuid;
  });

  it('makes the first admin with the operator key, recorded as the operator key, and e-mails them', async () => {
    const made = await t.call<StaffMember>(
      'POST',
      '/api/staff/members',
      { email: 'Boss@Club.example', role: 'admin' },
      KEY,
    );
    expect(made).toMatchObject({
      status: 201,
      body: { email: 'boss@club.example', name: 'boss', role: 'admin', active: true, invited_by: null },
    });
    expect(t.lines.at(-1)).toContain('email to boss@club.example: ');
    const audit = await t.call<Audit>('GET', '/api/staff/audit?action=staff.invited', undefined, KEY);
    expect(audit.body.lines[0]).toMatchObject({
      actor: { kind: 'operator key' },
      object_type: 'staff_member',
      object_id: made.body.uuid,
      after: { email: 'boss@club.example', role: 'admin' },
    });
    expect(
      (await t.call('POST', '/api/staff/members', { email: 'boss@club.example', role: 'support' }, KEY)).status,
    ).toBe(409);
  });

  it('lets an admin invite, change the role of, deactivate and reactivate staff, each with its audit line', async () => {
    const before = await auditCount(t);
    const invited = await t.call<StaffMember>(
      'POST',
      '/api/staff/members',
      { email: 'ops@club.example', name: 'Olga Ops', role: 'support' },
      admin,
    );
    expect(invited.body.invited_by).toMatchObject({ uuid: adminUuid });
    const uuid = invited.body.uuid;
    const session = await staffSignIn(t, 'ops@club.example');
    expect(session.staff.role).toBe('support');

    const role = await t.call<StaffMember>(
      'POST',
      `/api/staff/members/${uuid}/role`,
      { role: 'operations', reason: 'Moved to the order desk' },
      admin,
    );
    expect(role.body.role).toBe('operations');
    // The open session acts with the new role from its next call.
    const me = await t.call<{ session: { acting_role: string } }>(
      'GET',
      '/api/staff/me',
      undefined,
      bearer(session.token),
    );
    expect(me.body.session.acting_role).toBe('operations');

    const off = await t.call<StaffMember>('POST', `/api/staff/members/${uuid}/deactivate`, { reason: 'Left' }, admin);
    expect(off.body).toMatchObject({ active: false, open_sessions: 0 });
    expect((await t.call('GET', '/api/staff/me', undefined, bearer(session.token))).status).toBe(401);
    const sent = t.lines.length;
    await t.call('POST', '/api/staff/login', { email: 'ops@club.example' });
    expect(t.lines.length).toBe(sent);

    const on = await t.call<StaffMember>('POST', `/api/staff/members/${uuid}/activate`, {}, admin);
    expect(on.body.active).toBe(true);
    expect(await auditCount(t)).toBe(before + 1 + 1 + 1 + 1 + 1);

    const audit = await t.call<Audit>(`GET`, `/api/staff/audit?object_id=${uuid}`, undefined, admin);
    expect(audit.body.lines.map((l) => l.action)).toEqual([
      'staff.activated',
      'staff.deactivated',
      'staff.role_changed',
      'staff.invited',
    ]);
    expect(audit.body.lines[2]).toMatchObject({
      actor: { kind: 'staff', uuid: adminUuid, email: ADMIN },
      reason: 'Moved to the order desk',
      before: { role: 'support' },
      after: { role: 'operations' },
    });
  });

  it('revokes a member’s sessions and refuses an admin acting on themselves', async () => {
    const { token, staff } = await staffSignIn(t, SUPPORT);
    const revoked = await t.call(
      'POST',
      `/api/staff/members/${staff.uuid}/revoke-sessions`,
      { reason: 'Lost laptop' },
      admin,
    );
    expect(revoked.body).toEqual({ revoked: expect.any(Number) });
    expect((await t.call('GET', '/api/staff/me', undefined, bearer(token))).status).toBe(401);
    expect(await t.call('POST', `/api/staff/members/${adminUuid}/deactivate`, {}, admin)).toMatchObject({
      status: 409,
      body: { message: 'You cannot deactivate yourself; ask another admin.' },
    });
    expect((await t.call('POST', `/api/staff/members/${adminUuid}/role`, { role: 'support' }, admin)).status).toBe(409);
  });

  it('resets a member’s lost passkeys: their sessions end, and their next sign-in adds a new passkey', async () => {
    const device = new SoftAuthenticator();
    const email = 'second.admin@club.example';
    expect((await t.call('POST', '/api/staff/members', { email, role: 'admin' }, admin)).status).toBe(201);
    const first = await adminSession(t, device, email);
    const uuid = (await t.call<{ uuid: string }>('GET', '/api/staff/me', undefined, bearer(first))).body.uuid;
    const listed = await t.call<StaffMember[]>('GET', '/api/staff/members', undefined, admin);
    expect(listed.body.find((m) => m.uuid === uuid)?.passkeys).toBe(1);

    const path = `/api/staff/members/${uuid}/reset-passkeys`;
    expect((await t.call('POST', path, {}, admin)).status).toBe(400);
    expect(
      await t.call('POST', `/api/staff/members/${adminUuid}/reset-passkeys`, { reason: 'x' }, admin),
    ).toMatchObject({
      status: 409,
      body: { message: 'You cannot reset the passkeys of yourself; ask another admin.' },
    });
    const before = await auditCount(t);
    expect(await t.call('POST', path, { reason: 'Lost phone' }, admin)).toMatchObject({
      status: 200,
      body: { passkeys_removed: 1, sessions_revoked: 1 },
    });
    expect(await auditCount(t)).toBe(before + 1);
    expect((await t.call('GET', '/api/staff/me', undefined, bearer(first))).status).toBe(401);
    // No passkey is left to confirm with; a new one is added after the e-mail code, as at the first sign-in.
    const { token } = await staffSignIn(t, email);
    expect(await t.call('POST', '/api/staff/passkeys/confirm-options', undefined, bearer(token))).toMatchObject({
      status: 409,
      body: { message: 'Add a passkey first.' },
    });
    const fresh = new SoftAuthenticator();
    expect((await addStaffPasskey(t, token, fresh)).status).toBe(201);
    expect((await confirmStaffSession(t, token, fresh)).status).toBe(200);
  });

  it('lists staff and pages the audit log with filters', async () => {
    const list = await t.call<StaffMember[]>('GET', '/api/staff/members', undefined, admin);
    expect(list.body.map((m) => m.email)).toEqual(expect.arrayContaining([ADMIN, SUPPORT, 'ops@club.example']));
    const mine = await t.call<Audit>('GET', `/api/staff/audit?staff=${adminUuid}`, undefined, admin);
    expect(mine.body.lines.length).toBeGreaterThan(3);
    expect(mine.body.lines.every((l) => l.actor.kind === 'staff' && l.actor.uuid === adminUuid)).toBe(true);
    const operator = await t.call<Audit>('GET', '/api/staff/audit?staff=operator', undefined, admin);
    expect(operator.body.lines.every((l) => l.actor.kind === 'operator key')).toBe(true);
    const page = await t.call<Audit>('GET', `/api/staff/audit?before=${mine.body.lines[1]!.id}`, undefined, admin);
    expect(page.body.lines[0]!.id).toBeLessThan(mine.body.lines[1]!.id);
    expect((await t.call('GET', '/api/staff/audit?before=x', undefined, admin)).status).toBe(400);
  });

  it('sends the staff code only to the address, not to the log of another', async () => {
    await t.call('POST', '/api/staff/login', { email: SUPPORT });
    expect(await lastCode(t, SUPPORT)).toMatch(/^\d{5}$/);
  });
});
