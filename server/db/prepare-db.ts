import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/log.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open-db.ts';
import { preparationDone } from './preparation-done.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seedTestSerials } from './seed/seed-test-serials.ts';

/** What preparing needs; the child process also takes `logLevel` when given (main.ts gives the whole environment). */
type DbEnv = Pick<Env, 'databaseUrl' | 'databasePoolMax' | 'dataDir' | 'testSerials' | 'nodeEnv'> &
  Partial<Pick<Env, 'logLevel'>>;

/**
 * Migrations, the club rules when the database is empty (with the demo outside production: production starts
 * empty, decision 0264), and the test serials outside production.
 */
export async function migrateAndSeed(db: Db, env: DbEnv, logger: Logger): Promise<void> {
  await migrate(db, logger);
  await seedIfEmpty(db, { demo: env.nodeEnv !== 'production', logger });
  if (env.nodeEnv !== 'production') await seedTestSerials(db, env.testSerials);
}

/**
 * The child's script: prepare-db-child.ts beside this file when run from source (tsx), prepare-db-child.js beside
 * main.js in the server build (dist-server/, scripts/build-server.ts bundles it as an entry of its own).
 */
function childScript(): string {
  const source = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(source ? './prepare-db-child.ts' : './prepare-db-child.js', import.meta.url));
}

/**
 * Opens the database ready to serve. On PGlite the migrations and the seed run first in a child process with an
 * engine of its own, gone with the process: a fresh database's seed grows PGlite's WASM memory to about 900 MB,
 * which never shrinks, while the engine the server then opens on the same files idles under 300 MB (issue 15).
 * PostgreSQL needs none of this.
 */
export async function prepareDb(env: DbEnv, logger: Logger): Promise<Db> {
  if (!env.databaseUrl) {
    // On existing data nothing needs the child: a few reads say so, and the start skips a second engine (0297). A
    // fresh directory goes straight to the child: opening it here would create the database in this process.
    if (existsSync(join(env.dataDir, 'pglite', 'PG_VERSION'))) {
      const db = await openDb(env, logger);
      if (await preparationDone(db, env)) return db;
      await db.close();
    }
    // A child process of the same Node and loader (tsx); its environment carries the settings, as ours does.
    const child = spawn(process.execPath, [...process.execArgv, childScript()], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PREPARE_DB: JSON.stringify(env) },
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`Preparing the database failed (exit ${code}); see the lines above.`);
  }
  const db = await openDb(env, logger);
  if (env.databaseUrl && !(await preparationDone(db, env))) await migrateAndSeed(db, env, logger);
  return db;
}
