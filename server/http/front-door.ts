import { Hono } from 'hono';
import type { Db } from '../db/db.ts';

/** Where the process is: preparing the database, serving, or draining before it exits. */
export interface Lifecycle {
  phase: 'starting' | 'serving' | 'stopping';
  db?: Db;
  /** The club's app once the database is ready. */
  app?: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
}

const READY_QUERY_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_QUERY_TIMEOUT_MS).unref());
  return Promise.race([
    db.query('SELECT 1').then(
      () => true,
      () => false,
    ),
    timeout,
  ]);
}

/**
 * What a load balancer talks to before the app (decision 0151): `/api/health` answers while the process lives;
 * `/api/ready` only while it serves and its database answers (not while migrations run, not while it drains).
 * Every other request goes to the app, or gets 503 with Retry-After while the process starts or stops.
 */
export function frontDoor(state: Lifecycle): Hono {
  const front = new Hono();
  front.get('/api/health', (c) => c.json({ status: 'ok', phase: state.phase }, 200, { 'Cache-Control': 'no-store' }));
  front.get('/api/ready', async (c) => {
    const ready = state.phase === 'serving' && !!state.db && (await databaseAnswers(state.db));
    const status = ready ? 'ready' : state.phase === 'serving' ? 'database unreachable' : state.phase;
    return c.json({ status }, ready ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
  front.all('*', (c) => {
    if (state.app && state.phase !== 'starting') return state.app.fetch(c.req.raw, c.env);
    return c.json({ message: 'The club is starting. Please try again in a few seconds.' }, 503, { 'Retry-After': '5' });
  });
  return front;
}
