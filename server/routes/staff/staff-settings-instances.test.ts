import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#contract/config.ts';
import { buildApp } from '#server/app.ts';
import { type ChangeBus, postgresChangeBus } from '#server/db/change-bus.ts';
import type { Db } from '#server/db/db.ts';
import { migrate } from '#server/db/migrate.ts';
import { openPostgresDb } from '#server/db/pg-db.ts';
import { seedIfEmpty } from '#server/db/seed/seed.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { fakeClock } from '#server/test/fake-clock.ts';
import { TEST_OPERATOR_KEY, testEnv } from '#server/test/test-app.ts';
import { DEFAULT_PG_URL } from '#server/test/test-db.ts';

// A region setting changed through one instance reaches the kept configuration of another at once (decision 0288):
// the configuration was kept per process until it restarted.

const onPostgres = process.env.DB_ENGINE === 'postgres';
const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Instance {
  app: Hono<AppEnv>;
  db: Db;
  changes: ChangeBus;
}

async function instance(url: string): Promise<Instance> {
  const db = await openPostgresDb(url, 3);
  const changes = await postgresChangeBus(url);
  const { app } = await buildApp({
    env: testEnv(),
    db,
    clock: fakeClock(),
    transport: { deliver: async () => undefined },
    changes,
  });
  return { app, db, changes };
}

describe.skipIf(!onPostgres)('region settings on two instances', () => {
  const name = `club_settings_${randomBytes(6).toString('hex')}`;
  let a: Instance;
  let b: Instance;
  const minimumOrder = async (via: Instance) =>
    ((await (await via.app.request('/api/v1/config')).json()) as Config).regional_settings['2']!.min_order_points;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const setup = await openPostgresDb(url.toString(), 2);
    await migrate(setup);
    await seedIfEmpty(setup, { demo: true });
    await setup.close();
    [a, b] = await Promise.all([instance(url.toString()), instance(url.toString())]);
  });
  afterAll(async () => {
    for (const i of [a, b]) {
      await i?.changes.close();
      await i?.db.close();
    }
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("a minimum order set through one instance is in the other's configuration on its next request", async () => {
    expect(await minimumOrder(b)).toBe(128);
    const res = await a.app.request('/api/staff/settings/regions/2/general', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'X-Operator-Key': TEST_OPERATOR_KEY },
      body: JSON.stringify({ min_order_points: 150, employee_limit: 10, welcome_points: 20 }),
    });
    expect(res.status).toBe(200);
    expect(await minimumOrder(a)).toBe(150);
    expect(await minimumOrder(b)).toBe(150);
  });
});
