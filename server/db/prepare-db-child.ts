import type { Env } from '../env.ts';
import { openDb } from './open-db.ts';
import { migrateAndSeed } from './prepare-db.ts';

/** prepare-db.ts: migrates and seeds the PGlite database in a process whose memory goes when it ends. */
const env = JSON.parse(process.env.PREPARE_DB ?? '{}') as Pick<
  Env,
  'databaseUrl' | 'databasePoolMax' | 'dataDir' | 'testSerials' | 'nodeEnv'
>;
const db = await openDb(env);
try {
  await migrateAndSeed(db, env, (line) => console.log(line));
} finally {
  await db.close();
}
