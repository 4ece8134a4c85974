import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyResponse } from '#contract/auth.ts';
import { PL_CUSTOMER } from '#server/test/order-test-helpers.ts';
import { buildApp } from '../app.ts';
import { type ChangeBus, postgresChangeBus } from '../db/change-bus.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDb } from '../db/pg-db.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { runDueJobs } from '../services/jobs/jobs.ts';
import { JOB_INTERVAL_MS } from '../services/jobs/scheduler.ts';
import { fakeClock } from './fake-clock.ts';
import { TEST_OPERATOR_KEY, testEnv } from './test-app.ts';
import { DEFAULT_PG_URL } from './test-db.ts';

/**
 * Two instances of the club on one PostgreSQL database, as behind a load balancer (issue 13, decision 0150):
 * separate pools, caches and change listeners, nothing shared in memory.
 */
interface Instance {
  app: Hono<AppEnv>;
  deps: Deps;
  db: Db;
  changes: ChangeBus;
  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
}

const onPostgres = process.env.DB_ENGINE === 'postgres';
const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
const clock = fakeClock();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function instance(url: string): Promise<Instance> {
  const db = await openPostgresDb(url, 4);
  const changes = await postgresChangeBus(url);
  const transport = { deliver: async () => undefined };
  const { app, deps } = await buildApp({ env: testEnv(), db, clock, transport, changes });
  return {
    app,
    deps,
    db,
    changes,
    async call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const res = await app.request(path, init);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never };
    },
  };
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  const name = `club_two_${randomBytes(6).toString('hex')}`;
  let a: Instance;
  let b: Instance;

  const signIn = async (via: Instance, email: string) => {
    const login = await via.call<{ user_id: string }>('POST', '/api/v2/installer/login', { email });
    const [row] = await via.db.query<{ code: string }>(
      'SELECT code FROM outbox_messages WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    const verify = await via.call<VerifyResponse>('POST', '/api/v2/installer/login/verify', {
      userId: login.body.user_id,
      code: row!.code,
    });
    expect(verify.status).toBe(200);
    return { auth: { authorization: `Bearer ${verify.body.token}` }, company: verify.body.installer.company_id };
  };

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

  it('a team member removed through one instance is refused by the other on its very next request', async () => {
    const owner = await signIn(a, 'owner.pl@example.com');
    const member = await signIn(b, 'member.pl@example.com');
    // B now keeps the member's user for a few seconds.
    expect((await b.call('GET', '/api/v1/company/user/self', undefined, member.auth)).status).toBe(200);
    const team = await a.call<{ data: { uuid: string; email: string }[] }>(
      'GET',
      '/api/v2/installer/user',
      undefined,
      owner.auth,
    );
    const anna = team.body.data.find((u) => u.email === 'member.pl@example.com')!;
    expect((await a.call('DELETE', `/api/v1/installer/user/${anna.uuid}`, undefined, owner.auth)).status).toBeLessThan(
      300,
    );
    expect((await b.call('GET', '/api/v1/company/user/self', undefined, member.auth)).status).toBe(401);
  });

  it("a stock change and an order through one instance show in the other's shop and points at once", async () => {
    const owner = await signIn(a, 'owner.ro@example.com');
    const products = async () =>
      (
        await b.call<{ data: { sku: string; stock: number }[] }>(
          'GET',
          '/api/v2/shop/products?limit=21&page=1',
          undefined,
          owner.auth,
        )
      ).body.data;
    const points = async () =>
      (
        await b.call<{ company_points: number }>(
          'GET',
          `/api/v1/company/points/${owner.company}`,
          undefined,
          owner.auth,
        )
      ).body.company_points;
    // A product of one variant: its tile's stock is the variant's (the list shows tiles, issue 30).
    const [variant] = await a.db.query<{ sku: string; product_sku: string }>(
      `SELECT min(v.sku) AS sku, p.sku AS product_sku FROM shop_products p JOIN shop_variants v ON v.product_id = p.id
        WHERE p.region_id = (SELECT region_id FROM users WHERE email = 'owner.ro@example.com')
          AND p.active AND p.is_visible AND p.type <> 'card'
        GROUP BY p.id, p.sku HAVING count(*) = 1 AND min(v.stock) > 5 ORDER BY p.id LIMIT 1`,
    );
    const product = (await products()).find((p) => p.sku === variant!.product_sku)!;
    expect(product.stock).toBeGreaterThan(5);
    const pointsBefore = await points();
    const stock = await a.call(
      'POST',
      '/api/operator/shop/stock',
      { sku: variant!.sku, stock: 42 },
      { 'X-Operator-Key': TEST_OPERATOR_KEY },
    );
    expect(stock.status).toBe(200);
    expect((await products()).find((p) => p.sku === product.sku)!.stock).toBe(42);

    expect(pointsBefore).toBeGreaterThan(0);
  });

  it("an order through one instance lowers the company's points the other instance shows next", async () => {
    const owner = await signIn(a, 'owner.pl@example.com');
    const points = async () =>
      (
        await b.call<{ company_points: number }>(
          'GET',
          `/api/v1/company/points/${owner.company}`,
          undefined,
          owner.auth,
        )
      ).body.company_points;
    const before = await points();
    const [voucher] = await a.db.query<{ uuid: string }>(
      "SELECT uuid FROM shop_variants WHERE sku = 'VCH-ALLEGRO-100'",
    );
    const order = await a.call<{ points: number }>(
      'POST',
      '/api/v2/orders',
      { order: [{ uuid: voucher!.uuid, quantity: 1 }], type: 'voucher', customer: PL_CUSTOMER },
      owner.auth,
    );
    expect(order.status).toBe(201);
    expect(await points()).toBe(before - order.body.points);
  });

  it('a scan through one instance is in the project the other instance shows next', async () => {
    const owner = await signIn(a, 'owner.pl@example.com');
    const project = await a.call<{ uuid: string }>(
      'POST',
      '/api/v1/project',
      { streetName: 'ul. Dwóch Serwerów 2', postalCode: '00-002' },
      owner.auth,
    );
    const scan = await a.call(
      'POST',
      '/api/v2/scans',
      { project_uuid: project.body.uuid, code: 'RW-DEMO-0005', uuid: randomUUID() },
      owner.auth,
    );
    expect(scan.status).toBe(201);
    const seen = await b.call<{ products_count: number }>(
      'GET',
      `/api/v1/project/${project.body.uuid}`,
      undefined,
      owner.auth,
    );
    expect(seen.body.products_count).toBe(1);
  });

  it('an Idempotency-Key replayed to the other instance gets the stored answer, not a second project', async () => {
    const owner = await signIn(a, 'owner.pl@example.com');
    const key = randomUUID();
    const body = { uuid: randomUUID(), streetName: 'ul. Powtórki 1', postalCode: '00-003' };
    const headers = { ...owner.auth, 'Idempotency-Key': key };
    const first = await a.call<{ uuid: string }>('POST', '/api/v1/project', body, headers);
    const again = await b.call<{ uuid: string }>('POST', '/api/v1/project', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const [row] = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE uuid = $1', [
      body.uuid,
    ]);
    expect(row!.n).toBe(1);
  });

  it('a login code asked through one instance is in the dev outbox of the other and signs in there', async () => {
    const login = await a.call<{ user_id: string }>('POST', '/api/v2/installer/login', {
      email: 'decor.cz@example.com',
    });
    const outbox = await b.call<{ code: string | null }[]>('GET', '/api/dev/outbox?to=decor.cz%40example.com');
    expect(outbox.status).toBe(200);
    const code = outbox.body[0]!.code!;
    const verify = await b.call('POST', '/api/v2/installer/login/verify', { userId: login.body.user_id, code });
    expect(verify.status).toBe(200);
  });

  it('a job tick on both instances at once runs each job once', async () => {
    clock.advance(2 * JOB_INTERVAL_MS);
    const [onA, onB] = await Promise.all([
      runDueJobs(a.db, clock, JOB_INTERVAL_MS),
      runDueJobs(b.db, clock, JOB_INTERVAL_MS),
    ]);
    for (const job of Object.keys(onA)) {
      const ran = [onA[job], onB[job]].filter((n) => n !== null);
      expect(ran, job).toHaveLength(1);
    }
    // The same tick again, on either instance: nothing runs twice.
    const later = await runDueJobs(b.db, clock, JOB_INTERVAL_MS);
    expect(Object.values(later).every((n) => n === null)).toBe(true);
  });
});
