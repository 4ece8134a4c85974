import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '#server/log.ts';
import type { Db } from '../db.ts';
import { openPgliteDb } from '../pglite-db.ts';
import { migrateAndSeed } from '../prepare-db.ts';
import { DEMO_MARKER_EMAIL, seedDemo } from './seed.ts';

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

const env = (nodeEnv: 'production' | 'development') => ({
  databaseUrl: undefined,
  databasePoolMax: 1,
  dataDir: '/nonexistent',
  testSerials: 50,
  nodeEnv,
});

// Issue 23, finding 1: a production start on a fresh database created owner.pl@example.com with 1,200 points and the
// RW-DEMO serials that anyone could scan for points.
describe('a production database starts empty (decision 0264)', () => {
  let db: Db;
  afterAll(() => db?.close());

  it('has the club rules but no account, company, serial, product, order, ticket or news', async () => {
    db = await openPgliteDb();
    await migrateAndSeed(db, env('production'), silentLogger);
    expect(await count(db, 'regions')).toBeGreaterThan(10);
    expect(await count(db, 'languages')).toBeGreaterThan(10);
    expect(await count(db, 'company_types')).toBeGreaterThan(0);
    expect(await count(db, 'behaviours')).toBeGreaterThan(0);
    expect(await count(db, 'product_type_points')).toBeGreaterThan(0);
    expect(await count(db, 'tier_definitions')).toBeGreaterThan(0);
    for (const table of ['users', 'companies', 'products', 'projects', 'points_ledger', 'orders', 'content_items']) {
      expect(await count(db, table), table).toBe(0);
    }
    expect(await count(db, 'shop_products')).toBe(0);
    // Nor the demo shop's pictures (decision 0285): the club's own come from its staff.
    expect(await count(db, 'media_pictures')).toBe(0);
  });

  it('seeds the demo only when asked (npm run seed:demo), once', async () => {
    expect(await seedDemo(db)).toBe(true);
    expect(await count(db, 'users WHERE email = $1', [DEMO_MARKER_EMAIL])).toBe(1);
    expect(await count(db, "products WHERE serial_number LIKE 'RW-DEMO-%'")).toBe(100);
    expect(await count(db, 'media_pictures')).toBeGreaterThan(0);
    const users = await count(db, 'users');
    expect(await seedDemo(db)).toBe(false);
    expect(await count(db, 'users')).toBe(users);
  });
});

describe('a development database gets the demo on its own', () => {
  it('seeds the demo and the test serials', async () => {
    const dev = await openPgliteDb();
    try {
      await migrateAndSeed(dev, env('development'), silentLogger);
      expect(await count(dev, 'users WHERE email = $1', [DEMO_MARKER_EMAIL])).toBe(1);
      expect(await count(dev, "products WHERE serial_number LIKE 'RW-CHAOS-%'")).toBe(50);
    } finally {
      await dev.close();
    }
  });
});
