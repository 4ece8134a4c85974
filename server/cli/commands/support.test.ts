import { describe, expect, it } from 'vitest';
import { SEED_TICKETS } from '#server/db/seed/seed-support.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { inProcessClient } from '../in-process-client.ts';
import { SUPPORT_COMMANDS } from './support.ts';

describe('operator support and emulation commands', () => {
  const t = useTestApp();
  const client = inProcessClient(t);

  it('has no ticket list of its own: `tickets` lists them', async () => {
    await expect(SUPPORT_COMMANDS.ticket!.run(client, ['list'])).rejects.toThrow(/Usage/);
    expect(SUPPORT_COMMANDS.ticket!.summary).toContain('`tickets` lists them');
  });

  it('replies to and resolves a ticket', async () => {
    const reply = await SUPPORT_COMMANDS.ticket!.run(client, ['reply', SEED_TICKETS.memberScan, 'Yes,', 'type', 'it.']);
    expect(reply).toMatch(
      /^Replied to "The app does not read a window code" \(message [0-9a-f-]{36}\); the ticket is in progress\.$/,
    );
    expect(await SUPPORT_COMMANDS.ticket!.run(client, ['resolve', SEED_TICKETS.memberScan])).toBe(
      'Ticket "The app does not read a window code" is resolved.',
    );
    await expect(SUPPORT_COMMANDS.ticket!.run(client, ['reply', SEED_TICKETS.memberScan])).rejects.toThrow(/Usage/);
  });

  it('prints an emulation token object with the faker value, and ends it', async () => {
    const out = await SUPPORT_COMMANDS.emulate!.run(client, ['owner.pl@example.com', 'Ticket', 'about', 'scans']);
    expect(out).toContain('"refresh_token"');
    expect(out).toMatch(
      /Emulating owner\.pl@example\.com as Club staff until .+\n {2}\/\?faker=\S+:\S+\nA production build ignores/,
    );
    const [line] = await t.deps.db.query<{ action: string; reason: string }>(
      'SELECT action, reason FROM staff_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(line).toEqual({ action: 'emulation.started', reason: 'Ticket about scans' });
    expect(await SUPPORT_COMMANDS['emulate-end']!.run(client, ['owner.pl@example.com'])).toBe(
      'Ended 1 emulation session(s) of owner.pl@example.com.',
    );
    await expect(SUPPORT_COMMANDS.emulate!.run(client, ['owner.pl@example.com'])).rejects.toThrow(/Usage/);
    await expect(SUPPORT_COMMANDS.emulate!.run(client, ['nobody@example.com', 'Why'])).rejects.toThrow(/404/);
  });
});
