import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastCode, useTestApp } from '#server/test/test-app.ts';
import { consoleTransport } from './console-transport.ts';
import { maskAddress } from './mask.ts';
import { createMessenger } from './messenger.ts';
import { pickTransport } from './pick-transport.ts';

const LOGIN = '/api/v2/installer/login';

/** Decision 0262: login codes are kept readable only where the developer outbox reads them, and never logged in production. */
describe('codes in the outbox and in the logs', () => {
  const t = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  const outbox = async (to: string) =>
    t.deps.db.query<{ code: string | null; text: string }>(
      'SELECT code, text FROM outbox_messages WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );

  it('outside production the outbox keeps the code (the developer outbox and the tests read it)', async () => {
    expect((await t.call('POST', LOGIN, { email: 'member.pl@example.com' })).status).toBe(200);
    const [row] = await outbox('member.pl@example.com');
    expect(row!.code).toMatch(/^\d{5}$/);
    expect(row!.text).toContain(row!.code);
    expect(await lastCode(t, 'member.pl@example.com')).toBe(row!.code);
  });

  it('in production the outbox keeps the message without its code, and the code is still delivered', async () => {
    const production = await t.variant({ nodeEnv: 'production' });
    for (const body of [{ email: 'owner.ro@example.com' }, { phone: '712000001', region: 3 }]) {
      expect((await production.call('POST', LOGIN, body)).status).toBe(200);
    }
    for (const to of ['owner.ro@example.com', '+40712000001']) {
      const [row] = await outbox(to);
      expect(row!.code).toBeNull();
      expect(row!.text).toMatch(/^Your Installer Club code is \*\*\*\*\*\n/);
      expect(row!.text).not.toMatch(/\d{5}/);
    }
    // The transport got the real code: the person receives it.
    expect(production.lines.at(-1)).toMatch(/^sms to \+40712000001: Your Installer Club code is \d{5}\n/);
  });

  it('the production console prints neither the code nor the address, and says nothing was delivered', async () => {
    const lines: string[] = [];
    const production = consoleTransport({ production: true, why: 'no SMS gateway' }, (line) => lines.push(line));
    await production.deliver({
      to: '+48500000001',
      channel: 'sms',
      subject: 'Your Installer Club code',
      text: 'Your Installer Club code is 12345\nIt is valid for 10 minutes.',
      code: '12345',
    });
    await consoleTransport({ production: true, why: 'no SMTP_URL' }, (line) => lines.push(line)).deliver({
      to: 'owner.pl@example.com',
      channel: 'email',
      subject: 'A new sign-in e-mail address was proposed for you',
      text: 'Hello Piotr,\nPiotr proposed new.address@example.com as the e-mail address you sign in with.',
      code: null,
    });
    expect(lines).toEqual([
      '[outbox] sms to +48*****001 not sent (no SMS gateway): Your Installer Club code',
      '[outbox] email to o***@example.com not sent (no SMTP_URL): A new sign-in e-mail address was proposed for you',
    ]);
    // Outside production the line is what a developer signs in with.
    const dev: string[] = [];
    await consoleTransport({}, (line) => dev.push(line)).deliver({
      to: 'owner.pl@example.com',
      channel: 'email',
      subject: 'Your Installer Club code',
      text: 'Your Installer Club code is 12345\nIt is valid for 10 minutes.',
      code: '12345',
    });
    expect(dev).toEqual(['[outbox] email to owner.pl@example.com: Your Installer Club code is 12345']);
  });

  it('a production server says at start what it cannot deliver, and its SMS line is masked behind SMTP too', async () => {
    const started: string[] = [];
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const transport = pickTransport(
      { nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:1', smtpFrom: undefined },
      (l) => started.push(l),
    );
    expect(started).toEqual([
      '[outbox] no SMS gateway: text messages (sign-in codes by phone) are not delivered',
      '[outbox] e-mail goes out over SMTP',
    ]);
    await transport.deliver({
      to: '+48500000001',
      channel: 'sms',
      subject: 'Your Installer Club code',
      text: 'Your Installer Club code is 12345',
      code: '12345',
    });
    expect(printed.mock.calls.flat().join('\n')).toBe(
      '[outbox] sms to +48*****001 not sent (no SMS gateway): Your Installer Club code',
    );
    const noSmtp: string[] = [];
    pickTransport({ nodeEnv: 'production', smtpUrl: undefined, smtpFrom: undefined }, (l) => noSmtp.push(l));
    expect(noSmtp).toContain('[outbox] no SMTP_URL: e-mails (sign-in codes, invitations) are not delivered');
  });

  it('a failed delivery is logged with the row, not the address or the code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const messenger = createMessenger(t.deps.db, t.clock, {
      deliver: async (m) => {
        throw new Error(`550 <${m.to.toUpperCase()}>: Recipient address rejected (code ${m.code})`);
      },
    });
    await messenger.send({
      to: 'owner.pl@example.com',
      channel: 'email',
      subject: 'Your Installer Club code',
      text: 'Your Installer Club code is 54321',
      code: '54321',
    });
    const line = logged.mock.calls.flat().join(' ');
    expect(line).toMatch(
      /^\[outbox\] message \d+ \(email to o\*\*\*@example\.com\) not delivered: 550 <o\*\*\*@example\.com>: Recipient address rejected \(code \*\*\*\*\*\)$/,
    );
    expect(line).not.toContain('54321');
    expect(line.toLowerCase()).not.toContain('owner.pl@');
  });

  it('masks addresses as the logs show them', () => {
    expect(maskAddress('+48500000001')).toBe('+48*****001');
    expect(maskAddress('+421901000001')).toBe('+42*****001');
    expect(maskAddress('owner.pl@example.com')).toBe('o***@example.com');
    expect(maskAddress('whatever')).toBe('***');
  });
});
