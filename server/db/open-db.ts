import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '#server/log.ts';
import type { Env } from '../env.ts';
import type { Db } from './db.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/pglite. */
export async function openDb(
  env: Pick<Env, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>,
  /** Where a pooled connection's failure is told (PostgreSQL). */
  logger?: Logger,
): Promise<Db> {
  if (env.databaseUrl) {
    const { openPostgresDb } = await import('./pg-db.ts');
    return openPostgresDb(env.databaseUrl, env.databasePoolMax, logger);
  }
  const { openPgliteDb } = await import('./pglite-db.ts');
  // PGlite creates its own folder but not the ones above it: a fresh DATA_DIR (production has no generated
  // secrets there to create it first) would end the start with ENOENT.
  const dir = join(env.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPgliteDb(dir);
}
