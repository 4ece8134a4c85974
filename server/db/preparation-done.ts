import { readdir } from 'node:fs/promises';
import type { Queryable } from './db.ts';
import { MIGRATIONS_DIR, migrationVersions } from './migrate.ts';
import { TEST_SERIAL_PREFIX } from './seed/seed-test-serials.ts';

/**
 * Whether the database already has everything preparing would do: every migration, the club rules and (outside
 * production) the test serials. A few cheap reads, so a start on existing data skips the preparing step (on PGlite
 * a child process with an engine of its own: decision 0297).
 */
export async function preparationDone(db: Queryable, env: { nodeEnv: string; testSerials: number }): Promise<boolean> {
  const [table] = await db.query<{ name: string | null }>(`SELECT to_regclass('schema_migrations')::text AS name`);
  if (!table?.name) return false;
  const wanted = migrationVersions(await readdir(MIGRATIONS_DIR));
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  if (wanted.some((version) => !applied.has(version))) return false;
  const [regions] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM regions) AS any');
  if (!regions?.any) return false;
  if (env.nodeEnv === 'production' || env.testSerials <= 0) return true;
  const last = `${TEST_SERIAL_PREFIX}${String(env.testSerials).padStart(5, '0')}`;
  const serials = await db.query('SELECT 1 FROM products WHERE serial_number = $1', [last]);
  return serials.length > 0;
}
