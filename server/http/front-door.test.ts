import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { drainOnSignal, frontDoor, type Lifecycle } from './front-door.ts';

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

  it('draining: not ready, alive, a new request 503 with Connection: close, and the app left alone', async () => {
    const state: Lifecycle = { phase: 'stopping', db: answeringDb, app };
    const ready = await get(state, '/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await get(state, '/api/health')).status).toBe(200);
    const call = await get(state, '/api/v1/anything');
    expect(call.status).toBe(503);
    expect(call.headers.get('retry-after')).toBe('5');
    expect(call.headers.get('connection')).toBe('close');
  });

  it('a request the app has when the drain begins gets its answer, closing its connection', async () => {
    let release: () => void = () => undefined;
    const slowApp = {
      fetch: () => new Promise<Response>((resolve) => (release = () => resolve(new Response('done')))),
    };
    const state: Lifecycle = { phase: 'serving', db: answeringDb, app: slowApp };
    const idle: number[] = [];
    state.onIdle = () => idle.push(state.inFlight ?? -1);
    const door = frontDoor(state);
    const pending = door.request('/api/v1/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.inFlight).toBe(1);
    state.phase = 'stopping';
    release();
    const answer = await pending;
    expect(await answer.text()).toBe('done');
    expect(answer.headers.get('connection')).toBe('close');
    expect(idle).toEqual([0]);
  });
});

describe('the drain on SIGTERM (drainOnSignal)', () => {
  const fakeServer = () => {
    const calls: string[] = [];
    return {
      calls,
      close: (callback?: (error?: Error) => void) => {
        calls.push('close');
        setTimeout(() => callback?.(), 5);
      },
      closeIdleConnections: () => calls.push('closeIdle'),
      closeAllConnections: () => calls.push('closeAll'),
    };
  };

  it('with nothing in flight: stops the work, closes the listener, releases the pool and exits 0', async () => {
    const server = fakeServer();
    const state: Lifecycle = { phase: 'serving', db: answeringDb, app, inFlight: 0 };
    const lines: string[] = [];
    const steps: string[] = [];
    const exited = new Promise<number>((resolve) => {
      const shutdown = drainOnSignal(server, state, {
        drainMs: 5000,
        log: (line) => lines.push(line),
        stopWork: () => steps.push('stopWork'),
        release: async () => {
          steps.push('release');
        },
        exit: resolve,
      });
      shutdown('SIGTERM');
      shutdown('SIGTERM'); // a repeated signal changes nothing
      expect(state.phase).toBe('stopping');
    });
    expect(await exited).toBe(0);
    expect(steps).toEqual(['stopWork', 'release']);
    expect(server.calls.filter((c) => c === 'close')).toHaveLength(1);
    expect(lines.at(-1)).toBe('[server] stopped');
  });

  it('waits for the requests in flight, and cuts them at drainMs', async () => {
    const server = fakeServer();
    const state: Lifecycle = { phase: 'serving', db: answeringDb, app, inFlight: 1 };
    const started = Date.now();
    const code = await new Promise<number>((resolve) => {
      drainOnSignal(server, state, {
        drainMs: 100,
        log: () => undefined,
        stopWork: () => undefined,
        release: async () => undefined,
        exit: resolve,
      })('SIGINT');
    });
    expect(code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(server.calls).toContain('closeAll');
    expect(server.calls).not.toContain('close');
  });
});
