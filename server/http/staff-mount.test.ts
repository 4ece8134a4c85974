import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall } from '#contract/call.ts';
import { fakeClock } from '../test/fake-clock.ts';
import { openTestDb, type TestDb } from '../test/test-db.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';
import { callMounter } from './mount.ts';

const write = defineCall({
  method: 'POST',
  path: '/staff/things',
  auth: 'staff',
  roles: ['operations'],
  summary: 'test call',
  body: v.object({ audited: v.boolean() }),
  response: v.object({ ok: v.boolean() }),
});

/** The mounter's own guarantee, whatever a handler forgets: a staff write without an audit line does not commit. */
describe('mount.staff', () => {
  let testDb: TestDb;
  const app = new Hono<AppEnv>();
  beforeAll(async () => {
    testDb = await openTestDb();
    await testDb.db.exec('CREATE TABLE things (n int)');
    const mount = callMounter(
      app,
      async () => Promise.reject(new Error('no users')),
      testDb.db,
      fakeClock(),
      undefined,
      async () => ({
        kind: 'operator key',
        actor: { kind: 'operator key' },
      }),
    );
    mount.staff(write, async ({ db, body, audit }) => {
      await db.query('INSERT INTO things VALUES (1)');
      if (body.audited) await audit({ action: 'thing.made', objectType: 'thing', objectId: 1 });
      return { ok: true };
    });
    app.onError((err, c) =>
      err instanceof ApiError ? c.json({ message: err.message }, err.status) : c.json({ message: 'failed' }, 500),
    );
  });
  afterAll(() => testDb.drop());

  const send = (audited: boolean, key?: string) =>
    app.request('/staff/things', {
      method: 'POST',
      body: JSON.stringify({ audited }),
      headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    });
  const count = async (table: string) =>
    (await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('commits a write with its audit line, and nothing of a write that wrote none', async () => {
    expect((await send(true)).status).toBe(200);
    expect([await count('things'), await count('staff_audit_log')]).toEqual([1, 1]);
    expect((await send(false)).status).toBe(500);
    expect([await count('things'), await count('staff_audit_log')]).toEqual([1, 1]);
  });

  it('acts once for a write retried with the same Idempotency-Key, and answers the retry as the first', async () => {
    const [things, lines] = [await count('things'), await count('staff_audit_log')];
    const first = await send(true, 'retry-1');
    const again = await send(true, 'retry-1');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect([await count('things'), await count('staff_audit_log')]).toEqual([things + 1, lines + 1]);
    // The same key with another request is refused, not run.
    expect((await send(false, 'retry-1')).status).toBe(422);
    expect([await count('things'), await count('staff_audit_log')]).toEqual([things + 1, lines + 1]);
  });
});
