import { Hono } from 'hono';
import type { Db } from '../db/db.ts';

/** Where the process is: preparing the database, serving, or draining before it exits. */
export interface Lifecycle {
  phase: 'starting' | 'serving' | 'stopping';
  db?: Db;
  /** The club's app once the database is ready. */
  app?: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** Requests the front door is answering right now (kept by frontDoor, health and readiness included). */
  inFlight?: number;
  /** Called by the front door whenever the last request in flight has its answer (set by the drain). */
  onIdle?: () => void;
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
 * What a load balancer talks to before the app (decisions 0151, 0271): `/api/health` answers while the process
 * lives; `/api/ready` only while it serves and its database answers (not while migrations run, not while it drains).
 * Every other request goes to the app, or gets 503 with Retry-After while the process starts or stops. A request the
 * app already has when the drain begins finishes; every answer given while draining closes its connection.
 */
export function frontDoor(state: Lifecycle): Hono {
  const front = new Hono();
  state.inFlight ??= 0;
  front.use('*', async (c, next) => {
    state.inFlight = (state.inFlight ?? 0) + 1;
    try {
      await next();
    } finally {
      state.inFlight -= 1;
      // A kept-alive connection would carry the balancer's next request to an instance that is going away.
      if (state.phase === 'stopping') c.header('Connection', 'close');
      if (state.inFlight === 0) state.onIdle?.();
    }
  });
  front.get('/api/health', (c) => c.json({ status: 'ok', phase: state.phase }, 200, { 'Cache-Control': 'no-store' }));
  front.get('/api/ready', async (c) => {
    const ready = state.phase === 'serving' && !!state.db && (await databaseAnswers(state.db));
    const status = ready ? 'ready' : state.phase === 'serving' ? 'database unreachable' : state.phase;
    return c.json({ status }, ready ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
  front.all('*', (c) => {
    if (state.app && state.phase === 'serving') return state.app.fetch(c.req.raw, c.env);
    // Nothing of the app ran, so a balancer may send this request to another instance, whatever its method.
    const message =
      state.phase === 'stopping'
        ? 'This server is restarting. Please try again in a few seconds.'
        : 'The club is starting. Please try again in a few seconds.';
    return c.json({ message }, 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
  });
  // While serving, a request for the app goes straight to it, counted as above, without a second router and
  // middleware chain in front of the app's own (decision 0298); health, readiness and the other phases as above.
  const routed = front.fetch;
  front.fetch = (request, env, executionCtx) => {
    const app = state.app;
    if (state.phase !== 'serving' || !app || DOOR_PATHS.test(request.url)) return routed(request, env, executionCtx);
    state.inFlight = (state.inFlight ?? 0) + 1;
    const answered = (res: Response) => {
      state.inFlight! -= 1;
      // A kept-alive connection would carry the balancer's next request to an instance that is going away.
      if (state.phase === 'stopping') res.headers.set('Connection', 'close');
      if (state.inFlight === 0) state.onIdle?.();
      return res;
    };
    const failed = (error: unknown) => {
      state.inFlight! -= 1;
      if (state.inFlight === 0) state.onIdle?.();
      throw error;
    };
    try {
      const res = app.fetch(request, env);
      return res instanceof Response ? answered(res) : res.then(answered, failed);
    } catch (error) {
      return failed(error);
    }
  };
  return front;
}

/** The front door's own paths, in a request's URL (any host, with or without a query). */
const DOOR_PATHS = /^[a-z]+:\/\/[^/]*\/api\/(health|ready)(?:[?#]|$)/i;

/** The parts of the HTTP server the drain uses (node:http's Server has them all). */
export interface DrainableServer {
  close(callback?: (error?: Error) => void): unknown;
  closeIdleConnections?(): void;
  closeAllConnections?(): void;
}

export interface DrainOptions {
  /** How long requests in flight may take (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  log: (line: string) => void;
  /** Stops work the process starts on its own (the scheduler), at once. */
  stopWork: () => void;
  /** Closes the change listener and the pool, once no request needs them. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
}

/** The most closing the pool and the listener may take after the requests, so the exit stays within drain + 2 s. */
const RELEASE_MS = 1500;
/** How long a connection with no request may keep the listener's close waiting once the requests are done. */
const LINGER_MS = 300;

/**
 * The answer to SIGTERM and SIGINT (decision 0271). At once: readiness answers 503 so the balancer stops sending,
 * new requests get 503 with `Connection: close`, the jobs stop. The listener stays open for health and readiness
 * while the requests in flight finish. When the last one has its answer (or after `drainMs`, cutting what is left),
 * the listener and the idle connections close, then the change listener and the pool, and the process exits 0. A
 * repeated signal changes nothing.
 */
export function drainOnSignal(
  server: DrainableServer,
  state: Lifecycle,
  options: DrainOptions,
): (signal: string) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  let ended = false;
  let deadline: NodeJS.Timeout | undefined;
  let linger: NodeJS.Timeout | undefined;

  const end = async (why: string) => {
    if (ended) return;
    ended = true;
    clearTimeout(deadline);
    clearTimeout(linger);
    state.onIdle = undefined;
    options.log(why);
    server.closeAllConnections?.();
    await Promise.race([
      options.release().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, RELEASE_MS).unref()),
    ]);
    options.log('[server] stopped');
    exit(0);
  };

  const closeWhenIdle = () => {
    // On the next turn: the answer that made the count 0 is then on its way out, and a request that came meanwhile
    // counts again.
    setImmediate(() => {
      if (ended || linger || (state.inFlight ?? 0) > 0) return;
      state.onIdle = undefined;
      // Stops listening; every answer given while draining closed its connection, so this ends at once. Should a
      // connection linger (a client still sending its headers), it is cut soon after.
      linger = setTimeout(() => void end('[server] a connection stayed open: closing it'), LINGER_MS);
      server.close(() => void end('[server] requests in flight finished'));
      server.closeIdleConnections?.();
    });
  };

  return (signal: string) => {
    if (draining) return;
    draining = true;
    state.phase = 'stopping';
    options.stopWork();
    options.log(
      `[server] ${signal}: draining; readiness answers 503, new requests 503; ${state.inFlight ?? 0} in flight`,
    );
    // Idle kept-alive connections stay open until the requests are done: a request the balancer sends on one gets the
    // 503 above, which it may retry elsewhere; a connection reset under it could leave it unsure what happened.
    deadline = setTimeout(
      () => void end(`[server] requests still open after ${options.drainMs} ms: exiting`),
      options.drainMs,
    );
    state.onIdle = closeWhenIdle;
    if ((state.inFlight ?? 0) === 0) closeWhenIdle();
  };
}
