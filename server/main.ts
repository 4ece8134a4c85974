import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { clockFrom, systemClock } from './clock.ts';
import { localChangeBus, postgresChangeBus } from './db/change-bus.ts';
import { prepareDb } from './db/prepare-db.ts';
import { EnvError, loadEnv } from './env.ts';
import { drainOnSignal, frontDoor, type Lifecycle } from './http/front-door.ts';
import { jsonLines } from './http/request-log.ts';
import { startMessageRetries } from './services/jobs/message-retries.ts';
import { JOB_INTERVAL_MS, startScheduler } from './services/jobs/scheduler.ts';
import { pickTransport } from './services/messaging/pick-transport.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const log = (line: string) => console.log(line);
  const state: Lifecycle = { phase: 'starting' };
  // Listening first: health answers and readiness says "starting" while migrations run (decision 0151).
  const server = serve({ fetch: frontDoor(state).fetch, port: env.port, hostname: env.host });
  log(`[server] accepting connections on port ${env.port}; preparing the database`);

  log(`[db] ${env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}/pglite`}`);
  const db = await prepareDb(env, log);
  const changes = env.databaseUrl ? await postgresChangeBus(env.databaseUrl) : localChangeBus();
  const clock = env.clockStart ? clockFrom(env.clockStart) : systemClock;
  if (env.clockStart) log(`[clock] starts at ${env.clockStart.toISOString()} (CLOCK_START)`);
  const requestLines = env.nodeEnv === 'test' && process.env.LOG_REQUESTS !== '1' ? undefined : jsonLines();
  const { app, deps } = await buildApp({
    env,
    db,
    clock,
    transport: pickTransport(env, log),
    changes,
    log: requestLines,
  });
  // Lost projects, points expiry and its warning, card top-ups (docs/decisions/0020, 0022), unused order files and
  // old counted writes (0263); once per tick across instances. A job that changed data empties the kept answers
  // everywhere, as a write through the API does.
  const stopJobs = env.jobs
    ? startScheduler(db, clock, log, () => void deps.dataChanged(), JOB_INTERVAL_MS, { dataDir: env.dataDir })
    : () => undefined;
  // Messages not delivered at once are retried every 5 s, each claimed first, so every instance may (decision 0272).
  const stopRetries = env.jobs ? startMessageRetries(deps.messenger, log) : () => undefined;
  Object.assign(state, { db, app, phase: 'serving' });
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  log(`Installer Club listening on http://${host}:${env.port} (${env.nodeEnv})`);
  if (deps.maintenance.isOn()) log('[maintenance] on: /api answers 503 (npm run operator -- maintenance off)');

  // Readiness 503 and new requests refused at once, requests in flight finished, then exit 0 (decision 0271).
  const shutdown = drainOnSignal(server, state, {
    drainMs: env.shutdownDrainMs,
    log,
    stopWork: () => {
      stopJobs();
      stopRetries();
    },
    release: async () => {
      await changes.close();
      await db.close();
    },
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('[server] failed to start', error);
  }
  process.exit(1);
});
