import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Logger, silentLogger } from '#server/log.ts';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The versions of the numbered .sql files among a folder's names, in order. */
export function migrationVersions(names: string[]): string[] {
  return names
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/** Applies the numbered .sql files not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(db: Db, logger: Logger = silentLogger): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  // One read of what is applied: a start on an up-to-date database opens no transaction per file.
  const known = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const version of migrationVersions(await readdir(MIGRATIONS_DIR))) {
    if (known.has(version)) continue;
    const sql = await readFile(`${MIGRATIONS_DIR}${version}.sql`, 'utf8');
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starters on one PostgreSQL; a no-op on PGlite.
      await tx.query('SELECT pg_advisory_xact_lock(7313001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) {
      applied.push(version);
      logger.info({ component: 'db', version }, 'migrated');
    }
  }
  return applied;
}
