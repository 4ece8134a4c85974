import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { seededPglite } from './pglite-template.ts';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database on the engine DB_ENGINE names (pglite, the default, or postgres). */
export async function openTestDb(): Promise<TestDb> {
  const engine = process.env.DB_ENGINE ?? 'pglite';
  if (engine !== 'postgres') {
    const db = await seededPglite();
    return { db, drop: () => db.close() };
  }
  const opened = await freshPostgres();
  await migrate(opened.db);
  await seedIfEmpty(opened.db, { demo: true });
  return opened;
}

async function freshPostgres(): Promise<TestDb> {
  const { openPostgresDb } = await import('../db/pg-db.ts');
  const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDb(url.toString(), 4);
  return {
    db,
    async drop() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
