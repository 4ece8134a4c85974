import { beforeAll, describe, expect, it } from 'vitest';
import { runJobs } from '../services/jobs/jobs.ts';
import { MINUTE } from '../test/fake-clock.ts';
import { bearer, signIn, useTestApp } from '../test/test-app.ts';
import { WRITES_THROTTLED } from './write-limit.ts';

const INFO = { language: 'pl', hostname: 'club.example', region: 2, appVersion: '1.0.0', appType: 'web' };
const ticket = (n: number) => ({ title: `Ticket ${n}`, body: 'Please help.', info: INFO });
/** A valid order the handler refuses (no such product): it ran, so it counts. */
const ORDER = {
  order: [{ uuid: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
  type: 'voucher',
  customer: { name: 'Piotr', surname: 'Kowalski', email: 'owner.pl@example.com' },
};
const throttled = { status: 429, body: { message: WRITES_THROTTLED } };

describe('signed-in writes are throttled per account and per client (SIGNED_IN_WRITES_PER_MINUTE)', () => {
  const t = useTestApp();
  const auth: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    for (const email of ['owner.pl@example.com', 'member.pl@example.com', 'tomasz.pl@example.com']) {
      auth[email] = bearer((await signIn(t, email)).token);
    }
  });
  // Each test starts a minute after the last one: nothing it counted is in the window any more.
  const nextMinute = () => t.clock.advance(MINUTE + 1000);

  it('answers 429 with Retry-After after 30 tickets in a minute from one account; another account is unaffected', async () => {
    nextMinute();
    const member = auth['member.pl@example.com']!;
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof t.call>> | undefined;
    for (let n = 0; n < 101; n++) {
      const res = await t.call('POST', '/api/v1/support', ticket(n), member);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(refused?.body).toEqual({ message: WRITES_THROTTLED });
    expect(Number(refused?.headers.get('retry-after'))).toBe(60);
    const [opened] = await t.deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM support_tickets WHERE title LIKE 'Ticket %'",
    );
    expect(opened?.n).toBe(30);

    // Someone else in the company writes on; reading is never throttled.
    expect((await t.call('POST', '/api/v1/support', ticket(200), auth['tomasz.pl@example.com'])).status).toBe(201);
    expect((await t.call('GET', '/api/v1/support', undefined, member)).status).toBe(200);

    // 40 s later the window still holds the 30: 20 s to wait; after it, writes pass again.
    t.clock.advance(40_000);
    const still = await t.call('POST', '/api/v1/support', ticket(300), member);
    expect(still.status).toBe(429);
    expect(Number(still.headers.get('retry-after'))).toBe(20);
    t.clock.advance(20_000);
    expect((await t.call('POST', '/api/v1/support', ticket(301), member)).status).toBe(201);
  });

  it('counts messages, invitations and orders in the same budget', async () => {
    nextMinute();
    const owner = auth['owner.pl@example.com']!;
    const opened = await t.call<{ uuid: string }>('POST', '/api/v1/support', ticket(400), owner);
    for (let n = 0; n < 27; n++) {
      const sent = await t.call('POST', `/api/v1/support/${opened.body.uuid}/chat`, { message: `m${n}` }, owner);
      expect(sent.status).toBe(201);
    }
    const [tomasz] = await t.deps.db.query<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM users WHERE email = 'tomasz.pl@example.com'",
    );
    // The 29th write: an invitation sent again (the invitation's own once-a-minute rule is not reached).
    expect((await t.call('GET', `/api/v1/installer/user/${tomasz!.uuid}/resend`, undefined, owner)).status).toBe(200);
    // The 30th: an order the handler refuses is still a write that ran. A request the contract refuses (400) is not.
    expect((await t.call('POST', '/api/v2/orders', ORDER, owner)).status).toBe(422);
    expect((await t.call('POST', '/api/v2/orders', { order: [] }, owner)).status).toBe(400);
    const message = await t.call('POST', `/api/v1/support/${opened.body.uuid}/chat`, { message: 'one more' }, owner);
    expect(message).toMatchObject(throttled);
    expect(await t.call('GET', `/api/v1/installer/user/${tomasz!.uuid}/resend`, undefined, owner)).toMatchObject(
      throttled,
    );
    const invite = { name: 'Jan', surname: 'Nowy', phone: '600700800', email: 'jan.nowy@example.com' };
    expect(await t.call('POST', '/api/v1/installer/user', invite, owner)).toMatchObject(throttled);
    expect(await t.call('POST', '/api/v2/orders', ORDER, owner)).toMatchObject(throttled);
  });

  it('answers 429 to a client address past the limit, whichever accounts it uses', async () => {
    nextMinute();
    const here = '203.0.113.7';
    for (let n = 0; n < 20; n++) {
      expect((await t.callFrom(here, 'POST', '/api/v1/support', ticket(n), auth['member.pl@example.com'])).status).toBe(
        201,
      );
    }
    const tomasz = auth['tomasz.pl@example.com']!;
    for (let n = 0; n < 10; n++) {
      expect((await t.callFrom(here, 'POST', '/api/v1/support', ticket(n), tomasz)).status).toBe(201);
    }
    const refused = await t.callFrom(here, 'POST', '/api/v1/support', ticket(31), tomasz);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same account from another address has room: it sent 10 of its 30.
    expect((await t.callFrom('198.51.100.9', 'POST', '/api/v1/support', ticket(32), tomasz)).status).toBe(201);
  });

  it('holds across instances on one database, never keeps a 429 under an Idempotency-Key, and lets a replay through', async () => {
    nextMinute();
    const owner = auth['owner.pl@example.com']!;
    const other = await t.variant({});
    const first = await t.call<{ uuid: string }>('POST', '/api/v1/support', ticket(500), {
      ...owner,
      'Idempotency-Key': 'ticket-500',
    });
    expect(first.status).toBe(201);
    for (let n = 0; n < 29; n++) {
      const app = n % 2 === 0 ? other : t;
      expect((await app.call('POST', '/api/v1/support', ticket(n), owner)).status).toBe(201);
    }
    const keyed = { ...owner, 'Idempotency-Key': 'ticket-501' };
    expect((await other.call('POST', '/api/v1/support', ticket(501), keyed)).status).toBe(429);
    // The replay of an answered request costs nothing and gets its first answer.
    const replay = await other.call<{ uuid: string }>('POST', '/api/v1/support', ticket(500), {
      ...owner,
      'Idempotency-Key': 'ticket-500',
    });
    expect(replay).toMatchObject({ status: 201, body: { uuid: first.body.uuid } });
    // Once the minute has passed, the refused request runs with the same key.
    t.clock.advance(MINUTE);
    expect((await t.call('POST', '/api/v1/support', ticket(501), keyed)).status).toBe(201);
  });

  it('the hourly jobs drop the counted writes no window reaches', async () => {
    t.clock.advance(61 * MINUTE);
    const done = await runJobs(t.deps.db, t.clock);
    expect(done['limits.prune']).toBeGreaterThan(0);
    const [left] = await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_events');
    expect(left?.n).toBe(0);
  });
});
