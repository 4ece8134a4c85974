import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDb, pgliteParsers } from '../db/pglite-db.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';

const DB_DIR = fileURLToPath(new URL('../db/', import.meta.url));

/** Changes whenever a migration or the seed changes, so a stale template is never used. */
function schemaHash(): string {
  const hash = createHash('sha256');
  for (const sub of ['migrations', 'seed']) {
    // Recursive: the seed keeps texts in folders of its own (e.g. seed/news-texts/).
    for (const file of readdirSync(join(DB_DIR, sub), { recursive: true, encoding: 'utf8' })
      .filter((f) => !f.includes('.test.') && !statSync(join(DB_DIR, sub, f)).isDirectory())
      .sort())
      hash.update(file).update(readFileSync(join(DB_DIR, sub, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded in-memory PGlite. Creating PGlite from scratch (initdb) takes seconds, so the
 * first test file keeps a dump of the seeded data directory in the temp dir and later files load it.
 */
export async function seededPglite(): Promise<Db> {
  const path = join(tmpdir(), `club-pglite-${schemaHash()}.tar`);
  if (existsSync(path)) {
    const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(path)]), parsers: pgliteParsers });
    return openPgliteDb(undefined, pg);
  }
  const db = await openPgliteDb();
  await migrate(db);
  await seedIfEmpty(db, { demo: true });
  const dump = await db.raw.dumpDataDir('none');
  {
    const temp = `${path}.${process.pid}`;
    writeFileSync(temp, new Uint8Array(await dump.arrayBuffer()));
    renameSync(temp, path);
  }
  return db;
}
