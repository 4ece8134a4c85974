import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { clockFrom, systemClock } from './clock.ts';
import { localChangeBus, postgresChangeBus } from './db/change-bus.ts';
import { prepareDb } from './db/prepare-db.ts';
import { EnvError, loadEnv } from './env.ts';
import { drainOnSignal, frontDoor, type Lifecycle } from './http/front-door.ts';
import { metricsPort } from './http/metrics-route.ts';
import { createLogger, lineLogger, reportCrashes } from './log.ts';
import { startMessageRetries } from './services/jobs/message-retries.ts';
import { JOB_INTERVAL_MS, startScheduler } from './services/jobs/scheduler.ts';
import { pickTransport } from './services/messaging/pick-transport.ts';
import { createPushSender } from './services/push/push-sender.ts';

const KEEP_ALIVE_MS = 65_000;

async function main(): Promise<void> {
  const env = loadEnv();
  // Every line JSON on standard output (decision 0273); a crash is a fatal line, then exit 1.
  const logger = createLogger({ level: env.logLevel });
  reportCrashes(logger);
  // For code that reports plain lines (`[server] …`): the same logger, the prefix as the `component` field.
  const log = lineLogger(logger);
  const state: Lifecycle = { phase: 'starting' };
  // Listening first: health answers and readiness says "starting" while migrations run (decision 0151).
  const server = serve({ fetch: frontDoor(state).fetch, port: env.port, hostname: env.host }) as Server;
  // An idle keep-alive connection outlives a proxy's (60 s is the usual idle timeout): with Node's 5 s, the server
  // could close a socket just as a proxy or client sent the next request on it, which then failed (ECONNRESET). A
  // drain closes idle connections itself (front-door.ts).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  log(`[server] accepting connections on port ${env.port}; preparing the database`);
  // A signal while the database is prepared (an orchestrator giving up on a slow start) stops the start after the
  // step under way, so a migration is never cut in the middle; past SHUTDOWN_DRAIN_MS the process exits anyway.
  let shutdown: ((signal: string) => void) | undefined;
  let stopWhileStarting: string | undefined;
  const onSignal = (signal: string) => {
    if (shutdown) return shutdown(signal);
    if (stopWhileStarting) return;
    stopWhileStarting = signal;
    state.phase = 'stopping';
    log(`[server] ${signal} while starting: stopping after the step under way`);
    setTimeout(() => {
      log(`[server] start still busy after ${env.shutdownDrainMs} ms: exiting`);
      process.exit(1);
    }, env.shutdownDrainMs).unref();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  const stopIfAsked = async (release: () => Promise<void>) => {
    if (!stopWhileStarting) return;
    server.close();
    await release().catch(() => undefined);
    log('[server] stopped before serving');
    process.exit(0);
  };

  if (env.databaseUrl) logger.info({ component: 'db', engine: 'postgres' }, 'database: PostgreSQL');
  else logger.info({ component: 'db', engine: 'pglite', dir: `${env.dataDir}/pglite` }, 'database: PGlite');
  const db = await prepareDb(env, logger);
  await stopIfAsked(() => db.close());
  const changes = env.databaseUrl ? await postgresChangeBus(env.databaseUrl) : localChangeBus();
  const clock = env.clockStart ? clockFrom(env.clockStart) : systemClock;
  if (env.clockStart) log(`[clock] starts at ${env.clockStart.toISOString()} (CLOCK_START)`);
  const { app, deps } = await buildApp({
    env,
    db,
    clock,
    transport: pickTransport(env, log),
    changes,
    logger,
    // One line per request, except in tests (LOG_REQUESTS=1 asks for them there).
    requestLines: env.nodeEnv !== 'test' || process.env.LOG_REQUESTS === '1',
  });
  await stopIfAsked(async () => {
    await changes.close();
    await db.close();
  });
  // Lost projects, points expiry and its warning, card top-ups (docs/decisions/0020, 0022), unused order files and
  // old counted writes (0263); once per tick across instances. A job that changed data empties the kept answers
  // everywhere, as a write through the API does.
  const stopJobs = env.jobs
    ? startScheduler(db, clock, logger, () => void deps.dataChanged(), JOB_INTERVAL_MS, { dataDir: env.dataDir })
    : () => undefined;
  // Messages not delivered at once are retried every 5 s, each claimed first, so every instance may (decision 0272).
  const stopRetries = env.jobs ? startMessageRetries(deps.messenger, log) : () => undefined;
  // Pushes the same way, from their own queue (decision 0293).
  const pushes = createPushSender(db, clock, env.vapid);
  const stopPushes = env.jobs
    ? startMessageRetries(pushes, (line) => log(line.replace('[outbox]', '[push]')))
    : () => undefined;
  if (env.metricsPort !== undefined) {
    // Prometheus' scrape with no key, on a port only the monitoring network reaches (decision 0273).
    serve({ fetch: metricsPort(deps.metrics).fetch, port: env.metricsPort, hostname: env.host });
    logger.info({ component: 'metrics', port: env.metricsPort }, `metrics on port ${env.metricsPort} (/metrics)`);
  }
  Object.assign(state, { db, app, phase: 'serving' });
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  const url = `http://${host}:${env.port}`;
  logger.info(
    { component: 'server', url, nodeEnv: env.nodeEnv },
    `Installer Club listening on ${url} (${env.nodeEnv})`,
  );
  if (deps.maintenance.isOn()) log('[maintenance] on: /api answers 503 (npm run operator -- maintenance off)');

  // Readiness 503 and new requests refused at once, requests in flight finished, then exit 0 (decision 0271).
  shutdown = drainOnSignal(server, state, {
    drainMs: env.shutdownDrainMs,
    log,
    stopWork: () => {
      stopJobs();
      stopRetries();
      stopPushes();
    },
    release: async () => {
      await changes.close();
      await db.close();
    },
  });
}

main().catch((error: unknown) => {
  // At the default level: LOG_LEVEL may be what the environment got wrong.
  const logger = createLogger({ level: 'info' });
  if (error instanceof EnvError) logger.fatal({ component: 'server' }, error.message);
  else logger.fatal({ component: 'server', err: error }, 'failed to start');
  process.exit(1);
});
