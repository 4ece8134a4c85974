import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { prepareDb } from './db/prepare-db.ts';
import { EnvError, loadEnv } from './env.ts';
import { startScheduler } from './services/jobs/scheduler.ts';
import { pickTransport } from './services/messaging/pick-transport.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const log = (line: string) => console.log(line);
  log(`[db] ${env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}/pglite`}`);
  const db = await prepareDb(env, log);
  const { app, deps } = await buildApp({ env, db, clock: systemClock, transport: pickTransport(env) });
  // Lost projects, points expiry and its warning (docs/decisions/0020, 0022).
  // A job that changed data empties the shared answers, as a write through the API does.
  const stopJobs = startScheduler(db, systemClock, log, () => deps.sharedReads.clear());
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
    log(`Installer Club listening on http://${host}:${info.port} (${env.nodeEnv})`);
    if (deps.maintenance.isOn()) log('[maintenance] on: /api answers 503 (npm run operator -- maintenance off)');
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopJobs();
    log(`[server] ${signal}: closing`);
    server.close(() => {
      db.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
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
