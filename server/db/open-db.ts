import { join } from 'node:path';
import type { Env } from '../env.ts';
import type { Db } from './db.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/pglite. */
export async function openDb(env: Pick<Env, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>): Promise<Db> {
  if (env.databaseUrl) {
    const { openPostgresDb } = await import('./pg-db.ts');
    return openPostgresDb(env.databaseUrl, env.databasePoolMax);
  }
  const { openPgliteDb } = await import('./pglite-db.ts');
  return openPgliteDb(join(env.dataDir, 'pglite'));
}
