import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelApp, channelApp } from '#server/test/channel-app.ts';
import { fakeClock } from '#server/test/fake-clock.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { openTestDb, type TestDb } from '#server/test/test-db.ts';
import { createMessenger } from './messenger.ts';
import { pickTransport } from './pick-transport.ts';

const FROM = 'Installer Club <codes@club.example>';

/** E-mail over SMTP, end to end: a real SMTP server (smtp-server) takes the message over the wire (decision 0272). */
describe('e-mail over SMTP', () => {
  let testDb: TestDb;
  let smtp: SmtpTestServer;
  let t: ChannelApp;
  const clock = fakeClock();
  const logged: string[] = [];

  beforeAll(async () => {
    testDb = await openTestDb();
    smtp = await startSmtpTestServer();
    t = await channelApp(testDb.db, clock, { smtpUrl: smtp.url, smtpFrom: FROM }, (env) =>
      pickTransport(env, () => undefined),
    );
  });
  afterAll(async () => {
    await smtp?.close();
    await testDb?.drop();
  });
  afterEach(() => {
    logged.length = 0;
  });

  const lastRow = async (to: string) =>
    (
      await testDb.db.query<{
        id: number;
        status: string;
        attempts: number;
        code: string | null;
        provider_ref: string | null;
        last_error: string | null;
      }>(
        'SELECT id, status, attempts, code, provider_ref, last_error FROM outbox_messages WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
        [to],
      )
    )[0]!;
  const sender = () =>
    createMessenger(
      testDb.db,
      clock,
      pickTransport({ nodeEnv: 'production', smtpUrl: smtp.url, smtpFrom: FROM }, () => undefined),
      {
        secret: 'a-secret-for-the-sealed-texts-0123456789',
        log: (line) => logged.push(line),
      },
    );

  it('a sign-in code by e-mail arrives with its From, To, subject and code', async () => {
    const login = await t.call('POST', '/api/v2/installer/login', { email: 'owner.pl@example.com' });
    expect(login.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    const row = await lastRow('owner.pl@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.code).toMatch(/^\d{5}$/);
    expect(mail!.mailFrom).toBe('codes@club.example');
    expect(mail!.rcptTo).toEqual(['owner.pl@example.com']);
    expect(mail!.headers.from).toBe('Installer Club <codes@club.example>');
    expect(mail!.headers.to).toBe('owner.pl@example.com');
    expect(mail!.headers.subject).toBe('Your Installer Club code');
    expect(mail!.body).toContain(`Your Installer Club code is ${row.code}`);
    // The relay's Message-ID is kept for support questions.
    expect(row.provider_ref).toBe(mail!.headers['message-id']);
  });

  it('a relay that is busy (421) gets the message at the retry; a rejected recipient (550) fails for good', async () => {
    const messenger = sender();
    smtp.busyNext(1);
    await messenger.send({
      to: 'member.pl@example.com',
      channel: 'email',
      subject: 'Invitation',
      text: 'Join us',
      code: null,
    });
    expect(await lastRow('member.pl@example.com')).toMatchObject({ status: 'queued', attempts: 1 });
    expect(logged).toEqual([
      expect.stringMatching(
        /^\[outbox\] message \d+ \(email to m\*\*\*@example\.com\) not delivered \(attempt 1\), next try in 5 s: SMTP/,
      ),
    ]);
    const before = smtp.received.length;
    clock.advance(5_000);
    expect(await messenger.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.slice(before).map((m) => m.headers.subject)).toEqual(['Invitation']);

    smtp.rejectRecipients.add('nobody@example.com');
    await messenger.send({
      to: 'nobody@example.com',
      channel: 'email',
      subject: 'Confirm your e-mail for the Installer Club',
      text: 'Your e-mail confirmation code is 13579',
      code: '13579',
    });
    const row = await lastRow('nobody@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/550/);
    expect(row.last_error).not.toContain('nobody@example.com');
    expect(logged.at(-1)).toMatch(
      /^\[outbox\] message \d+ \(email to n\*\*\*@example\.com\) failed after 1 attempt: SMTP EENVELOPE: .*550/,
    );
    expect(logged.join('\n')).not.toMatch(/13579|nobody@/);
  });
});
