import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { frontDoor, type Lifecycle } from './front-door.ts';

const answeringDb = { query: async () => [{ '?column?': 1 }] } as unknown as Db;
const unreachableDb = { query: async () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
const app = { fetch: () => new Response('{"app":true}', { headers: { 'content-type': 'application/json' } }) };

describe('health and readiness (front-door.ts)', () => {
  const get = (state: Lifecycle, path: string) => frontDoor(state).request(path);

  it('while the database is prepared: alive, not ready, and every other call asked to come back', async () => {
    const state: Lifecycle = { phase: 'starting' };
    expect((await get(state, '/api/health')).status).toBe(200);
    const ready = await get(state, '/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'starting' });
    const call = await get(state, '/api/v1/config/public');
    expect(call.status).toBe(503);
    expect(call.headers.get('retry-after')).toBe('5');
  });

  it('serving: ready while the database answers, not ready when it does not', async () => {
    expect((await get({ phase: 'serving', db: answeringDb, app }, '/api/ready')).status).toBe(200);
    expect(await (await get({ phase: 'serving', db: answeringDb, app }, '/api/v1/anything')).json()).toEqual({
      app: true,
    });
    const down = await get({ phase: 'serving', db: unreachableDb, app }, '/api/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'database unreachable' });
  });

  it('draining: no longer ready, so the balancer sends nothing new, while requests still reach the app', async () => {
    const state: Lifecycle = { phase: 'stopping', db: answeringDb, app };
    expect((await get(state, '/api/ready')).status).toBe(503);
    expect((await get(state, '/api/health')).status).toBe(200);
    expect((await get(state, '/api/v1/anything')).status).toBe(200);
  });
});
