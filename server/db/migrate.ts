import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Logger, silentLogger } from '#server/log.ts';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies the numbered .sql files not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(db: Db, logger: Logger = silentLogger): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
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
