import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastCode, useTestApp } from '#server/test/test-app.ts';
import { DeliveryError } from './delivery-error.ts';
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

  it('the production start says which channels are off, and their messages fail at once with the address masked', async () => {
    const started: string[] = [];
    const transport = pickTransport(
      { nodeEnv: 'production', smtpUrl: 'smtp://club:secret-password@127.0.0.1:1', smtpFrom: undefined },
      (l) => started.push(l),
    );
    expect(started).toEqual([
      '[outbox] e-mail: over SMTP to 127.0.0.1:1',
      '[outbox] text messages: off (no SMS gateway, SMS_PROVIDER): sign-in by phone is refused, other text messages are not delivered',
    ]);
    expect(started.join('\n')).not.toContain('secret-password');
    expect(transport.off).toEqual({ sms: 'no SMS gateway' });
    const logged: string[] = [];
    const messenger = createMessenger(t.deps.db, t.clock, transport, { log: (l) => logged.push(l) });
    await messenger.send({
      to: '+48500000001',
      channel: 'sms',
      subject: 'You are invited to the Installer Club',
      text: 'Hello Piotr,\nsign in with your phone number +48500000001.',
      code: null,
    });
    expect(logged).toEqual([
      expect.stringMatching(
        /^\[outbox\] message \d+ \(sms to \+48\*\*\*\*\*001\) failed after 1 attempt: not sent: no SMS gateway$/,
      ),
    ]);
    const noSmtp: string[] = [];
    expect(
      pickTransport({ nodeEnv: 'production', smtpUrl: undefined, smtpFrom: undefined }, (l) => noSmtp.push(l)).off,
    ).toEqual({
      email: 'no SMTP_URL',
      sms: 'no SMS gateway',
    });
    expect(noSmtp).toContain(
      '[outbox] e-mail: off (no SMTP_URL): sign-in by e-mail is refused, other e-mails are not delivered',
    );
  });

  it('outside production a channel without a gateway prints the message on the console, code included', async () => {
    const lines: string[] = [];
    const transport = pickTransport({ nodeEnv: 'development', smtpUrl: undefined, smtpFrom: undefined }, (l) =>
      lines.push(l),
    );
    expect(lines).toEqual([
      '[outbox] e-mail: to the console and the developer outbox (no SMTP_URL)',
      '[outbox] text messages: to the console and the developer outbox (no SMS_PROVIDER)',
    ]);
    expect(transport.off).toEqual({});
    await transport.deliver({
      to: 'owner.pl@example.com',
      channel: 'email',
      subject: 'Your Installer Club code',
      text: 'Your Installer Club code is 12345\nIt is valid for 10 minutes.',
      code: '12345',
    });
    expect(lines.at(-1)).toBe('[outbox] email to owner.pl@example.com: Your Installer Club code is 12345');
  });

  it('a failed delivery is logged with the row, not the address or the code', async () => {
    const logged: string[] = [];
    const messenger = createMessenger(
      t.deps.db,
      t.clock,
      {
        deliver: async (m) => {
          throw new DeliveryError(`550 <${m.to.toUpperCase()}>: Recipient address rejected (code ${m.code})`, false);
        },
      },
      { log: (l) => logged.push(l) },
    );
    await messenger.send({
      to: 'owner.pl@example.com',
      channel: 'email',
      subject: 'Your Installer Club code',
      text: 'Your Installer Club code is 54321',
      code: '54321',
    });
    const line = logged.join(' ');
    expect(logged).toHaveLength(1);
    expect(line).toMatch(
      /^\[outbox\] message \d+ \(email to o\*\*\*@example\.com\) failed after 1 attempt: 550 <o\*\*\*@example\.com>: Recipient address rejected \(code \*\*\*\*\*\)$/,
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
