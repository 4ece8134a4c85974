import type { Env } from '#server/env.ts';
import { createLogger, reportCrashes } from '#server/log.ts';
import { openDb } from './open-db.ts';
import { migrateAndSeed } from './prepare-db.ts';

/** prepare-db.ts: migrates and seeds the PGlite database in a process whose memory goes when it ends. */
const env = JSON.parse(process.env.PREPARE_DB ?? '{}') as Pick<
  Env,
  'databaseUrl' | 'databasePoolMax' | 'dataDir' | 'testSerials' | 'nodeEnv'
> &
  Partial<Pick<Env, 'logLevel'>>;
// Its lines go to the server's standard output, JSON like the server's own (decision 0273).
const logger = createLogger({ level: env.logLevel ?? 'info' });
reportCrashes(logger);
const db = await openDb(env, logger);
try {
  await migrateAndSeed(db, env, logger);
} finally {
  await db.close();
}
