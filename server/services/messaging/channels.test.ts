import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelApp } from '#server/test/channel-app.ts';
import { fakeClock } from '#server/test/fake-clock.ts';
import { openTestDb, type TestDb } from '#server/test/test-db.ts';
import { startTwilioStandIn, type TwilioStandIn } from '#server/test/twilio-standin.ts';
import { EMAIL_SIGN_IN_OFF, PHONE_SIGN_IN_OFF } from './channel-texts.ts';
import { pickTransport } from './pick-transport.ts';

const LOGIN = '/api/v2/installer/login';

/** Production without a way to deliver a channel refuses sign-in by it instead of printing codes (decision 0272). */
describe('sign-in channels in production', () => {
  let testDb: TestDb;
  let twilio: TwilioStandIn;
  const clock = fakeClock();

  beforeAll(async () => {
    testDb = await openTestDb();
    twilio = await startTwilioStandIn();
  });
  afterAll(async () => {
    await twilio?.close();
    await testDb?.drop();
  });

  const codesOf = async (email: string) =>
    (
      await testDb.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM login_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
        [email],
      )
    )[0]!.n;
  const outboxTo = async (to: string) =>
    (
      await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages WHERE to_address = $1', [to])
    )[0]!.n;

  it('without SMTP or an SMS gateway both sign-ins answer 422 with a text the app translates, and no code is made', async () => {
    const started: string[] = [];
    const t = await channelApp(testDb.db, clock, { nodeEnv: 'production' }, (env) =>
      pickTransport(env, (line) => started.push(line)),
    );
    expect(started).toEqual([
      '[outbox] e-mail: off (no SMTP_URL): sign-in by e-mail is refused, other e-mails are not delivered',
      '[outbox] text messages: off (no SMS gateway, SMS_PROVIDER): sign-in by phone is refused, other text messages are not delivered',
    ]);
    const codesBefore = await codesOf('owner.pl@example.com');
    expect(await t.call('POST', LOGIN, { phone: '500000001', region: 2 })).toEqual({
      status: 422,
      body: { message: PHONE_SIGN_IN_OFF },
    });
    expect(await t.call('POST', LOGIN, { email: 'owner.pl@example.com' })).toEqual({
      status: 422,
      body: { message: EMAIL_SIGN_IN_OFF },
    });
    // The same answer for an address nobody has: the refusal tells nothing about accounts.
    expect((await t.call('POST', LOGIN, { email: 'nobody@example.com' })).status).toBe(422);
    expect(await codesOf('owner.pl@example.com')).toBe(codesBefore);
    expect(await outboxTo('+48500000001')).toBe(0);
    expect(await outboxTo('owner.pl@example.com')).toBe(0);
  });

  it('with the SMS gateway only, sign-in by phone works and by e-mail is refused', async () => {
    const t = await channelApp(testDb.db, clock, { nodeEnv: 'production', twilio: twilio.settings }, (env) =>
      pickTransport(env, () => undefined),
    );
    expect((await t.call('POST', LOGIN, { phone: '712000001', region: 3 })).status).toBe(200);
    expect(twilio.accepted.map((m) => m.to)).toEqual(['+40712000001']);
    expect(twilio.accepted[0]!.body).toMatch(/^Your Installer Club code is \d{5}\n/);
    expect(await t.call('POST', LOGIN, { email: 'owner.ro@example.com' })).toEqual({
      status: 422,
      body: { message: EMAIL_SIGN_IN_OFF },
    });
  });

  it('development and test keep the console and the developer outbox', async () => {
    const t = await channelApp(testDb.db, clock, { nodeEnv: 'development' }, (env) =>
      pickTransport(env, () => undefined),
    );
    expect((await t.call('POST', LOGIN, { email: 'decor.cz@example.com' })).status).toBe(200);
    const outbox = await t.call<{ code: string }[]>('GET', '/api/dev/outbox?to=decor.cz%40example.com');
    expect(outbox.body[0]!.code).toMatch(/^\d{5}$/);
  });
});
