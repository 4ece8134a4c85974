import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';
import { inProcessClient } from '../in-process-client.ts';
import { STAFF_COMMANDS } from './staff.ts';

describe('operator staff commands', () => {
  const t = useTestApp();
  const client = inProcessClient(t);

  it('adds a staff member and lists staff', async () => {
    expect(await STAFF_COMMANDS.staff!.run(client, ['add', 'chief@club.example', 'admin', 'Chief', 'Admin'])).toBe(
      'Added chief@club.example (admin). They sign in at /staff with an e-mail code and then add a passkey.',
    );
    expect(await STAFF_COMMANDS.staff!.run(client, ['list'])).toMatch(
      /chief@club\.example +admin +active +Chief Admin/,
    );
    await expect(STAFF_COMMANDS.staff!.run(client, ['add', 'chief@club.example', 'admin'])).rejects.toThrow(/409/);
    await expect(STAFF_COMMANDS.staff!.run(client, ['add', 'x@club.example', 'boss'])).rejects.toThrow(/Usage/);
  });

  it('forgets the passkeys of a member who lost theirs, with the reason in the audit log', async () => {
    expect(await STAFF_COMMANDS.staff!.run(client, ['reset-passkeys', 'support@club.example', 'Lost', 'phone'])).toBe(
      'Forgot 0 passkey(s) of support@club.example and ended 0 session(s). They add a new passkey after their next e-mail code.',
    );
    const audit = await t.call<{ lines: { reason: string | null }[] }>(
      'GET',
      '/api/staff/audit?action=staff.passkeys_reset',
      undefined,
      { 'X-Operator-Key': TEST_OPERATOR_KEY },
    );
    expect(audit.body.lines[0]?.reason).toBe('Lost phone');
    await expect(STAFF_COMMANDS.staff!.run(client, ['reset-passkeys', 'nobody@club.example', 'x'])).rejects.toThrow(
      /404/,
    );
    await expect(STAFF_COMMANDS.staff!.run(client, ['reset-passkeys', 'support@club.example'])).rejects.toThrow(
      /Usage/,
    );
  });
});
