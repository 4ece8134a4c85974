import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall } from '#contract/call.ts';
import { fakeClock } from '../test/fake-clock.ts';
import { openTestDb, type TestDb } from '../test/test-db.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { callMounter } from './mount.ts';

const addNote = defineCall({
  method: 'POST',
  path: '/notes',
  auth: 'user',
  status: 201,
  summary: 'test call',
  body: v.object({ text: v.string() }),
  response: v.object({ n: v.number(), text: v.string() }),
});

describe('Idempotency-Key on signed-in writes', () => {
  let testDb: TestDb;
  const clock = fakeClock();
  let runs = 0;
  let release: (() => void) | null = null;
  const app = new Hono<AppEnv>();
  const users: Record<string, AuthUser> = {
    a: { id: 1, uuid: 'a', companyId: 1, role: 3, regionId: 2 },
    b: { id: 2, uuid: 'b', companyId: 2, role: 3, regionId: 2 },
  };

  beforeAll(async () => {
    testDb = await openTestDb();
    const mount = callMounter(app, async (c) => users[c.req.header('x-user') ?? 'a']!, testDb.db, clock);
    mount.user(addNote, async ({ body }) => {
      if (body.text === 'slow') await new Promise<void>((resolve) => (release = resolve));
      if (body.text === 'refused') throw new ApiError(409, 'Already there.');
      if (body.text === 'crash') throw new Error('boom');
      runs += 1;
      return { n: runs, text: body.text };
    });
    app.onError((error, c) =>
      error instanceof ApiError ? c.json(error.body, error.status) : c.json({ message: 'bug' }, 500),
    );
  });
  afterAll(() => testDb.drop());

  const post = (text: string, key?: string, user = 'a') =>
    app.request('/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user': user, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify({ text }),
    });

  it('runs a write once and answers repeats with the first answer', async () => {
    const first = await post('hello', 'k-1');
    const again = await post('hello', 'k-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(runs).toBe(1);
  });

  it('answers 422 when the same key comes with another request', async () => {
    const other = await post('something else', 'k-1');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toMatch(/another request/);
  });

  it('keeps keys per caller', async () => {
    const before = runs;
    const res = await post('hello', 'k-1', 'b');
    expect(res.status).toBe(201);
    expect(runs).toBe(before + 1);
  });

  it('runs again without a key', async () => {
    const before = runs;
    await post('plain');
    await post('plain');
    expect(runs).toBe(before + 2);
  });

  it('replays a refusal, so a replayed offline write shows the same reason', async () => {
    const first = await post('refused', 'k-2');
    const again = await post('refused', 'k-2');
    expect(first.status).toBe(409);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Already there.' });
  });

  it('forgets a key whose request failed on our side, so a retry runs', async () => {
    expect((await post('crash', 'k-3')).status).toBe(500);
    // Same key, same body: runs again (and crashes again) instead of replaying or answering 409.
    expect((await post('crash', 'k-3')).status).toBe(500);
  });

  it('answers 409 to a repeat racing an unfinished first try', async () => {
    const slow = post('slow', 'k-4');
    await new Promise((r) => setTimeout(r, 50));
    const racing = await post('slow', 'k-4');
    expect(racing.status).toBe(409);
    release?.();
    expect((await slow).status).toBe(201);
    expect((await post('slow', 'k-4')).status).toBe(201);
  });

  it('keeps an answer for 30 days', async () => {
    const before = runs;
    await post('late', 'k-5');
    clock.advance(29 * 24 * 3600_000);
    await post('late', 'k-5');
    expect(runs).toBe(before + 1);
    clock.advance(2 * 24 * 3600_000);
    await post('late', 'k-5');
    expect(runs).toBe(before + 2);
  });

  it('rejects a malformed key with 400', async () => {
    const res = await post('x', 'ü'.repeat(3));
    expect(res.status).toBe(400);
  });
});
