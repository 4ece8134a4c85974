import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyResponse } from '#contract/auth.ts';
import { OPERATOR_KEY_HEADER } from '#contract/operator.ts';
import { buildApp } from '#server/app.ts';
import type { Db } from '#server/db/db.ts';
import type { OutgoingMessage } from '#server/services/messaging/messenger.ts';
import { type CapturedLog, capturedLog } from '#server/test/captured-log.ts';
import { fakeClock } from '#server/test/fake-clock.ts';
import { TEST_OPERATOR_KEY, testEnv } from '#server/test/test-app.ts';
import { openTestDb, type TestDb } from '#server/test/test-db.ts';

type Entry = Record<string, unknown>;

/**
 * A production app's lines (decisions 0151, 0273): JSON, the request's id on every line a request writes, and never a
 * code, a token, a full e-mail address or phone number, through a real sign-in by e-mail and by phone.
 */
describe('request logs (request-log.ts)', () => {
  let testDb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let log: CapturedLog;
  const delivered: OutgoingMessage[] = [];
  /** Set to make the next database query fail, as a database error quoting a row would. */
  let failQueries = false;

  beforeAll(async () => {
    testDb = await openTestDb();
    log = capturedLog('info');
    const real = testDb.db;
    const db: Db = {
      ...real,
      engine: real.engine,
      query: (sql, params) =>
        failQueries
          ? Promise.reject(new Error('duplicate key value: Key (email)=(owner.pl@example.com) already exists'))
          : real.query(sql, params),
      transaction: (fn) => real.transaction(fn),
      exec: (sql) => real.exec(sql),
      close: () => real.close(),
    };
    ({ app } = await buildApp({
      env: testEnv({ nodeEnv: 'production', publicOrigin: 'https://club.example.com' }),
      db,
      clock: fakeClock(),
      transport: { deliver: async (message) => void delivered.push(message) },
      logger: log.logger,
      requestLines: true,
    }));
  });
  afterAll(async () => {
    await testDb.drop();
  });

  /** Makes the request and answers it with the lines written meanwhile (requests here go one at a time). */
  async function send(path: string, init: RequestInit = {}) {
    const before = log.lines.length;
    const res = await app.request(path, init);
    const text = await res.text();
    const written = log.lines.slice(before);
    return {
      res,
      id: res.headers.get('x-request-id')!,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      written,
    };
  }
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  it('signs in by e-mail and by phone: every line JSON with its request id, and no code, token or address', async () => {
    const secrets: string[] = [];
    const calls: Awaited<ReturnType<typeof send>>[] = [];
    const signIn = async (login: object) => {
      const asked = await send('/api/v2/installer/login', json(login));
      expect(asked.res.status).toBe(200);
      calls.push(asked);
      const code = delivered.at(-1)!.code!;
      const verify = await send(
        `/api/v2/installer/login/verify?code=${code}`,
        json({ userId: (asked.body as { user_id: string }).user_id, code }),
      );
      expect(verify.res.status).toBe(200);
      calls.push(verify);
      const tokens = verify.body as VerifyResponse;
      secrets.push(code, tokens.token, tokens.refresh_token);
      return tokens;
    };
    const byEmail = await signIn({ email: 'owner.pl@example.com' });
    await signIn({ phone: '500000001', region: 2 });
    expect(delivered.map((m) => m.to)).toEqual(['owner.pl@example.com', '+48500000001']);

    calls.push(await send('/api/v2/installer/user', { headers: { authorization: `Bearer ${byEmail.token}` } }));
    const refreshed = await send('/api/v2/installer/refresh', json({ refresh_token: byEmail.refresh_token }));
    expect(refreshed.res.status).toBe(200);
    calls.push(refreshed);
    secrets.push((refreshed.body as VerifyResponse).token, (refreshed.body as VerifyResponse).refresh_token);
    // A staff call with the operator key in a header, which writes an audit line of its own.
    const [member] = await testDb.db.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'member.pl@example.com'",
    );
    const emulated = await send(
      `/api/staff/users/${member!.uuid}/emulation`,
      json({ reason: 'Ticket about the scanner.' }, { [OPERATOR_KEY_HEADER]: TEST_OPERATOR_KEY }),
    );
    expect(emulated.res.status).toBe(200);
    calls.push(emulated);

    for (const call of calls) {
      expect(call.id).toMatch(/^[\w-]{8,}$/);
      expect(call.written.length).toBeGreaterThan(0);
      for (const line of call.written) expect(JSON.parse(line)).toMatchObject({ req: call.id });
    }
    expect(emulated.written.map((line) => JSON.parse(line) as Entry)).toMatchObject([
      { level: 'info', msg: 'request', route: '/api/staff/users/:uuid/emulation', status: 200 },
    ]);
    // The audit line carries the same request id, so the log and the audit log meet.
    const audit = await testDb.db.query<{ action: string; actor: string; request_id: string }>(
      'SELECT action, actor, request_id FROM staff_audit_log WHERE request_id = $1',
      [emulated.id],
    );
    expect(audit).toEqual([{ action: 'emulation.started', actor: 'operator key', request_id: emulated.id }]);
    expect(calls[0]!.written.map((line) => JSON.parse(line) as Entry)).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        req: calls[0]!.id,
        method: 'POST',
        path: '/api/v2/installer/login',
        route: '/api/v2/installer/login',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);

    const text = log.lines.join('\n');
    for (const secret of [...secrets, TEST_OPERATOR_KEY, 'Bearer', 'owner.pl@', 'member.pl@', '500000001', '?code=']) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps a proxy’s request id, so one id follows the request through the proxy’s logs and ours', async () => {
    const proxied = await send('/api/v1/config/public', { headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(proxied.res.headers.get('x-request-id')).toBe('proxy-abc-123');
    expect(JSON.parse(proxied.written.at(-1)!)).toMatchObject({ req: 'proxy-abc-123', status: 200 });
  });

  it('an unhandled error: an error line with the request id, route and stack, and the JSON 500 answer', async () => {
    failQueries = true;
    const failed = await send('/api/v2/installer/login', json({ email: 'owner.pl@example.com' }));
    failQueries = false;
    expect(failed.res.status).toBe(500);
    expect(failed.body).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    const [error, request] = failed.written.map((line) => JSON.parse(line) as Entry);
    expect(error).toMatchObject({
      level: 'error',
      msg: 'unhandled error',
      req: failed.id,
      method: 'POST',
      route: '/api/v2/installer/login',
      err: { type: 'Error', message: 'duplicate key value: Key (email)=(o***@example.com) already exists' },
    });
    expect((error!.err as { stack: string }).stack).toMatch(/\n\s+at /);
    expect(request).toMatchObject({ level: 'error', msg: 'request', req: failed.id, status: 500 });
    expect(failed.written.join('\n')).not.toContain('owner.pl@');
  });
});
