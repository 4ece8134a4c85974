import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyResponse } from '#contract/auth.ts';
import type { QueuedMessage } from '#contract/operator.ts';
import { type ChannelApp, channelApp } from '#server/test/channel-app.ts';
import { fakeClock, MINUTE } from '#server/test/fake-clock.ts';
import { openTestDb, type TestDb } from '#server/test/test-db.ts';
import { startTwilioStandIn, type TwilioStandIn } from '#server/test/twilio-standin.ts';
import { createMessenger, type Messenger, type OutgoingMessage } from './messenger.ts';
import { pickTransport } from './pick-transport.ts';
import { CLAIM_MS } from './retry-schedule.ts';

const LOGIN = '/api/v2/installer/login';
const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

interface Row {
  id: number;
  status: string;
  attempts: number;
  text: string;
  code: string | null;
  sealed: string | null;
  last_error: string | null;
  provider_ref: string | null;
}

/**
 * Text messages through Twilio's Messages API, against a local stand-in that checks what Twilio checks and answers as
 * it does (server/test/twilio-standin.ts); the queue's retries, claims and give-ups (decision 0272).
 */
describe('text messages through the Twilio gateway', () => {
  let testDb: TestDb;
  let twilio: TwilioStandIn;
  let t: ChannelApp;
  const clock = fakeClock();
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);

  beforeAll(async () => {
    testDb = await openTestDb();
    twilio = await startTwilioStandIn();
    t = await channelApp(testDb.db, clock, { twilio: twilio.settings }, (env) => pickTransport(env, () => undefined));
  });
  afterAll(async () => {
    await twilio?.close();
    await testDb?.drop();
  });
  afterEach(() => {
    twilio.setDown(false);
    twilio.delayMs = 0;
    logged.length = 0;
  });

  const rowsTo = (to: string) =>
    testDb.db.query<Row>(
      `SELECT id, status, attempts, text, code, sealed, last_error, provider_ref FROM outbox_messages
       WHERE to_address = $1 ORDER BY id`,
      [to],
    );
  const lastRow = async (to: string) => (await rowsTo(to)).at(-1)!;
  const senderOf = (): Messenger =>
    createMessenger(
      testDb.db,
      clock,
      pickTransport(
        { nodeEnv: 'production', twilio: twilio.settings, smtpUrl: 'smtp://127.0.0.1:1', smtpFrom: undefined },
        () => undefined,
      ),
      {
        secret: SECRET,
        log,
      },
    );
  const sms = (to: string, text: string, code: string | null = null): OutgoingMessage => ({
    to,
    channel: 'sms',
    subject: 'Your Installer Club code',
    text,
    code,
  });

  it('a sign-in code by phone arrives at the gateway with the right fields, and signs in', async () => {
    const login = await t.call<{ user_id: string; attempt: string }>('POST', LOGIN, { phone: '500000001', region: 2 });
    expect(login.status).toBe(200);
    const row = await lastRow('+48500000001');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sealed: null, last_error: null });
    expect(twilio.accepted).toHaveLength(1);
    const [accepted] = twilio.accepted;
    expect(accepted).toEqual({
      sid: row.provider_ref,
      to: '+48500000001',
      from: twilio.settings.from,
      messagingServiceSid: null,
      body: `Your Installer Club code is ${row.code}\nIt is valid for 10 minutes. If you did not ask for it, ignore this message.`,
    });
    const verify = await t.call<VerifyResponse>('POST', `${LOGIN}/verify`, {
      userId: login.body.user_id,
      code: row.code,
      attempt: login.body.attempt,
    });
    expect(verify.status).toBe(200);
  });

  it('a Messaging Service sends instead of a From number when it is set', async () => {
    const service = await startTwilioStandIn({ messagingServiceSid: `MG${'ab'.repeat(16)}` });
    try {
      const sender = createMessenger(
        testDb.db,
        clock,
        pickTransport(
          { nodeEnv: 'production', twilio: service.settings, smtpUrl: undefined, smtpFrom: undefined },
          () => undefined,
        ),
      );
      await sender.send(sms('+48500000003', 'Hello from the club'));
      expect(service.accepted).toEqual([
        expect.objectContaining({ to: '+48500000003', from: null, messagingServiceSid: `MG${'ab'.repeat(16)}` }),
      ]);
    } finally {
      await service.close();
    }
  });

  it('while the gateway is down the code waits; once it is up the retry delivers it, once', async () => {
    twilio.setDown(true);
    const before = twilio.accepted.length;
    const login = await t.call<{ user_id: string; attempt: string }>('POST', LOGIN, { phone: '712000001', region: 3 });
    expect(login.status).toBe(200);
    let row = await lastRow('+40712000001');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/^Twilio unreachable: /);
    expect(row.sealed).not.toContain(row.code!);

    // Not due yet: nothing is tried before the first wait (5 s) is over.
    expect(await t.deps.messenger.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    twilio.setDown(false);
    clock.advance(5_000);
    expect(await t.deps.messenger.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    row = await lastRow('+40712000001');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, sealed: null });
    expect(twilio.accepted.slice(before)).toEqual([
      expect.objectContaining({ to: '+40712000001', body: expect.stringContaining(`code is ${row.code}\n`) }),
    ]);

    const verify = await t.call('POST', `${LOGIN}/verify`, {
      userId: login.body.user_id,
      code: row.code,
      attempt: login.body.attempt,
    });
    expect(verify.status).toBe(200);
    clock.advance(15 * MINUTE);
    expect(await t.deps.messenger.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(twilio.accepted.slice(before)).toHaveLength(1);
  });

  it('429 and 5xx are tried again after 5 s, then 30 s', async () => {
    const sender = senderOf();
    twilio.failNext(1, { status: 429 });
    twilio.failNext(1, { status: 500 });
    await sender.send(sms('+48500000004', 'Busy gateway'));
    expect(await lastRow('+48500000004')).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Twilio 429 (20429): Too Many Requests',
    });
    expect(logged).toEqual([
      expect.stringMatching(
        /^\[outbox\] message \d+ \(sms to \+48\*\*\*\*\*004\) not delivered \(attempt 1\), next try in 5 s: Twilio 429 \(20429\): Too Many Requests$/,
      ),
    ]);
    clock.advance(5_000);
    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock.advance(29_000);
    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(1_000);
    expect(await sender.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await lastRow('+48500000004')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(twilio.accepted.filter((m) => m.to === '+48500000004')).toHaveLength(1);
  });

  it('a refusal for good (400, invalid number) fails the message at once; operators see it, masked', async () => {
    twilio.invalidNumbers.add('+48500000002');
    const requests = twilio.requests;
    const app = await channelApp(testDb.db, clock, { twilio: twilio.settings, nodeEnv: 'production' }, (env) =>
      pickTransport(env, () => undefined),
    );
    const messenger = senderOf();
    await messenger.send(
      sms('+48500000002', 'Your Installer Club code is 24680\nIt is valid for 10 minutes.', '24680'),
    );
    const row = await lastRow('+48500000002');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      code: null,
      sealed: null,
      last_error: "Twilio 400 (21211): The 'To' number +48*****002 is not a valid phone number.",
    });
    expect(row.text).toBe('Your Installer Club code is *****\nIt is valid for 10 minutes.');
    expect(logged).toEqual([
      `[outbox] message ${row.id} (sms to +48*****002) failed after 1 attempt: Twilio 400 (21211): The 'To' number +48*****002 is not a valid phone number.`,
    ]);
    expect(twilio.requests).toBe(requests + 1);

    // Never tried again.
    clock.advance(2 * MINUTE);
    await messenger.deliverDue();
    expect(twilio.requests).toBe(requests + 1);

    const listed = await app.operator<QueuedMessage[]>('GET', '/api/operator/messages?status=failed');
    expect(listed.status).toBe(200);
    expect(listed.body.find((m) => m.id === row.id)).toEqual({
      id: row.id,
      channel: 'sms',
      to: '+48*****002',
      subject: 'Your Installer Club code',
      status: 'failed',
      attempts: 1,
      created_at: expect.any(String),
      next_attempt_at: null,
      failed_at: expect.any(String),
      last_error: "Twilio 400 (21211): The 'To' number +48*****002 is not a valid phone number.",
    });
    expect(JSON.stringify(listed.body)).not.toContain('+48500000002');
    expect((await app.call('GET', '/api/operator/messages')).status).toBe(401);
    expect((await app.operator('GET', '/api/operator/messages?status=sent')).status).toBe(400);
  });

  it('two senders racing over the due messages send each one once', async () => {
    const a = senderOf();
    const b = senderOf();
    twilio.setDown(true);
    const numbers = Array.from({ length: 6 }, (_, i) => `+4850000010${i}`);
    for (const [i, to] of numbers.entries()) await a.send(sms(to, `Race message ${i}`));
    twilio.setDown(false);
    twilio.delayMs = 20;
    const before = twilio.accepted.length;
    clock.advance(5_000);
    const passes = await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(6);
    // They did race: more than one of the passes delivered some.
    expect(passes.filter((pass) => pass.sent > 0).length).toBeGreaterThan(1);
    const bodies = twilio.accepted.slice(before).map((m) => m.body);
    expect(bodies.sort()).toEqual(numbers.map((_, i) => `Race message ${i}`));
    for (const to of numbers) expect(await lastRow(to)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a restart picks up what was queued: the sealed code is read with the same secret, and a lapsed claim is taken', async () => {
    const first = senderOf();
    twilio.setDown(true);
    await first.send(sms('+48500000201', 'Your Installer Club code is 97531\nIt is valid for 10 minutes.', '97531'));
    const queued = await lastRow('+48500000201');
    expect(queued).toMatchObject({
      status: 'queued',
      code: null,
      text: 'Your Installer Club code is *****\nIt is valid for 10 minutes.',
    });
    expect(queued.sealed).toMatch(/^v1\./);
    expect(queued.sealed).not.toContain('97531');

    // A sender that died while sending: its claim holds the message until it lapses.
    await first.send(sms('+48500000202', 'Claimed, then the process died'));
    const claimed = await lastRow('+48500000202');
    await testDb.db.query(
      `UPDATE outbox_messages SET status = 'sending', attempts = 2, next_attempt_at = $2 WHERE id = $1`,
      [claimed.id, new Date(clock.now().getTime() + CLAIM_MS)],
    );

    twilio.setDown(false);
    const restarted = senderOf();
    clock.advance(5_000);
    expect(await restarted.deliverDue()).toMatchObject({ sent: 1 });
    expect(twilio.accepted.at(-1)).toMatchObject({
      to: '+48500000201',
      body: 'Your Installer Club code is 97531\nIt is valid for 10 minutes.',
    });
    expect(await lastRow('+48500000201')).toMatchObject({ status: 'sent', sealed: null });

    clock.advance(CLAIM_MS);
    expect(await restarted.deliverDue()).toMatchObject({ sent: 1 });
    expect(twilio.accepted.at(-1)).toMatchObject({ to: '+48500000202' });
    expect(await lastRow('+48500000202')).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('a code is given up within its 10 minutes: after the tries that fit, or when nobody could try in time', async () => {
    const sender = senderOf();
    twilio.setDown(true);
    await sender.send(sms('+48500000301', 'Your Installer Club code is 11223', '11223'));
    for (let minute = 0; minute < 12; minute += 1) {
      clock.advance(30_000);
      await sender.deliverDue();
      clock.advance(30_000);
      await sender.deliverDue();
    }
    // 0 s, 5 s, 35 s, 2 min 35 s; the next wait (10 min) would end after the code.
    const row = await lastRow('+48500000301');
    expect(row).toMatchObject({ status: 'failed', attempts: 4, sealed: null });
    expect(logged.at(-1)).toMatch(
      /^\[outbox\] message \d+ \(sms to \+48\*\*\*\*\*301\) failed after 4 attempts: Twilio unreachable: /,
    );
    expect(logged.join('\n')).not.toContain('11223');

    // Every instance stopped for 11 minutes: the code is failed without another try.
    await sender.send(sms('+48500000302', 'Your Installer Club code is 44556', '44556'));
    const requests = twilio.requests;
    twilio.setDown(false);
    clock.advance(11 * MINUTE);
    expect(await senderOf().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(twilio.requests).toBe(requests);
    expect(await lastRow('+48500000302')).toMatchObject({ status: 'failed', attempts: 1, sealed: null });
    expect(logged.at(-1)).toMatch(/failed after 1 attempt: too old to send \(last: Twilio unreachable: .+\)$/);
  });
});
