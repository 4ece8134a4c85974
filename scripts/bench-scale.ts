/**
 * bench:scale — the club on data of a manufacturer's size (issue 13). Creates two throwaway PostgreSQL databases
 * on 127.0.0.1:5432: "small" (the demo seed) and "big" (the demo seed plus generated data, in SQL with
 * generate_series: 50,000 companies, 200,000 users, 1,000,000 projects, 5,000,000 scans with their products,
 * 10,000,000 ledger rows, 2,000,000 notifications, 500,000 orders). On each it runs the bench:api read mix and
 * project creation at the same load and prints both; then the plan of every statement the big run sent (flagging
 * any sequential scan of a big table), and the hourly jobs on the big data with their time and the p99 of reads
 * while they run. The measured company (the Polish demo owner's) is a big tenant: 5,000 projects and 50,000 ledger rows,
 * earnings per user. Plans are EXPLAIN ANALYZE (run and rolled back). Budgets: big p99 within 1.5x of small; the
 * hourly points.expire within 20 s, each other job within a minute; reads while the jobs run within 1.5x of idle p99.
 * Usage: tsx scripts/bench-scale.ts [--scale 1] [--seconds 10] [--keep]   (--scale 0.05 for a quick look)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPostgresDb } from '../server/db/pg-db.ts';
import { seedIfEmpty } from '../server/db/seed/seed.ts';
import { JOBS } from '../server/services/jobs/jobs.ts';
import { drive, type Figures, freePort, readMix, signIn, startServer } from './lib/api-load.ts';

const arg = (name: string, fallback: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : fallback;
const SCALE = Number(arg('--scale', '1'));
const LOAD = { seconds: Number(arg('--seconds', '10')), connections: 50 };
const KEEP = process.argv.includes('--keep');
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const BIG_TABLES = ['companies', 'users', 'projects', 'scans', 'products', 'points_ledger', 'notifications', 'orders'];
const n = (full: number) => Math.max(1, Math.round(full * SCALE));
/** Jobs' budgets at scale 1.0 (issue 30: the hourly expiry within 20 s); the others within a minute. */
const JOB_BUDGETS_MS: Record<string, number> = { 'points.expire': 20_000 };
/** The measured company (the Polish demo owner's) at full size whatever the scale: a big tenant among the rest. */
const BIG_TENANT = { projects: 5_000, ledger: 50_000 };
const SIZES = {
  companies: n(50_000),
  users: n(200_000),
  projects: n(1_000_000),
  scans: n(5_000_000),
  ledger: n(10_000_000),
  notifications: n(2_000_000),
  orders: n(500_000),
};

/** Generated rows reference each other by id offsets from the first id each INSERT produced. */
const FILL: [string, string][] = [
  [
    `${SIZES.companies} companies`,
    `INSERT INTO companies (region_id, name, city, postal_code, created_at)
     SELECT r.ids[1 + g % cardinality(r.ids)], 'Scale company ' || g, 'City', '00-000', now() - (g % 1500) * interval '1 day'
       FROM generate_series(1, ${SIZES.companies}) g, (SELECT array_agg(id ORDER BY id) AS ids FROM regions) r`,
  ],
  [
    `${SIZES.users} users`,
    `INSERT INTO users (company_id, region_id, language_id, role, name, surname, email, last_active_at)
     SELECT c.id, c.region_id, (SELECT min(id) FROM languages), CASE WHEN g % 4 = 1 THEN 3 ELSE 4 END,
            'Name' || g, 'Surname' || g, 'scale' || g || '@example.com', now() - (g % 90) * interval '1 day'
       FROM generate_series(1, ${SIZES.users}) g
       JOIN companies c ON c.id = (SELECT min(id) FROM companies WHERE name LIKE 'Scale company %') + (g - 1) % ${SIZES.companies}`,
  ],
  [
    `${SIZES.projects} projects`,
    `INSERT INTO projects (company_id, user_id, street_name, postal_code, city, status, deadline_at, status_changed_at, created_at)
     SELECT u.company_id, u.id, 'Street ' || g, '00-000', 'City', s.status,
            s.created + interval '90 days' - CASE WHEN g % 1000 = 0 THEN interval '100 days' ELSE interval '0' END,
            s.created, s.created
       FROM generate_series(1, ${SIZES.projects}) g
       JOIN users u ON u.id = (SELECT min(id) FROM users WHERE email LIKE 'scale%') + (g - 1) % ${SIZES.users}
       CROSS JOIN LATERAL (SELECT CASE WHEN g % 20 < 12 THEN 1 WHEN g % 20 < 16 THEN 2 WHEN g % 20 < 19 THEN 3 ELSE 5 END AS status,
                                  now() - CASE WHEN g % 20 < 12 THEN (g % 80) ELSE (g % 1000) END * interval '1 day' AS created) s`,
  ],
  [
    `${SIZES.scans} products`,
    `INSERT INTO products (serial_number, product_type_id, size, variant)
     SELECT 'SCALE-' || lpad(g::text, 9, '0'), (SELECT min(id) FROM product_types), '78x118', 'standard'
       FROM generate_series(1, ${SIZES.scans}) g`,
  ],
  [
    `${SIZES.scans} scans`,
    `INSERT INTO scans (uuid, project_id, company_id, user_id, product_id, points, flag, created_at)
     SELECT gen_random_uuid(), p.id, p.company_id, p.user_id, pr0.id + g - 1, 10, 1, p.created_at + interval '1 hour'
       FROM generate_series(1, ${SIZES.scans}) g
       CROSS JOIN (SELECT min(id) AS id FROM products WHERE serial_number LIKE 'SCALE-%') pr0
       JOIN projects p ON p.id = (SELECT min(id) FROM projects WHERE street_name LIKE 'Street %') + (g - 1) % ${SIZES.projects}`,
  ],
  [
    `${SIZES.ledger} ledger rows`,
    `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, created_at)
     SELECT c0.id + (g - 1) % ${SIZES.companies},
            -- Earnings belong to one of the company's users (users are dealt out to companies in turn).
            CASE WHEN g % 10 = 0 OR g % 25 = 1 THEN NULL
                 ELSE u0.id + (g - 1) % ${SIZES.companies} + ${SIZES.companies} * ((g / ${SIZES.companies}) % 4) END,
            CASE WHEN g % 10 = 0 THEN 'order' WHEN g % 25 = 1 THEN 'expiry' ELSE 'scan' END,
            CASE WHEN g % 10 = 0 THEN 'negative' WHEN g % 25 = 1 THEN 'expired' ELSE 'positive' END,
            CASE WHEN g % 10 = 0 THEN -50 WHEN g % 25 = 1 THEN -5 ELSE 10 END,
            now() - (g % 1095) * interval '1 day'
       FROM generate_series(1, ${SIZES.ledger}) g,
            (SELECT min(id) AS id FROM companies WHERE name LIKE 'Scale company %') c0,
            (SELECT min(id) AS id FROM users WHERE email LIKE 'scale%') u0`,
  ],
  [
    `${SIZES.notifications} notifications`,
    `INSERT INTO notifications (user_id, type, event, title, text, read_at, created_at)
     SELECT u0.id + (g - 1) % ${SIZES.users}, 'info', 'points.expiring', 'Points expire soon', 'Some points expire.',
            CASE WHEN g % 3 = 0 THEN NULL ELSE now() END, now() - (g % 365) * interval '1 day'
       FROM generate_series(1, ${SIZES.notifications}) g, (SELECT min(id) AS id FROM users WHERE email LIKE 'scale%') u0`,
  ],
  [
    `${SIZES.orders} orders`,
    `INSERT INTO orders (number, company_id, type, status, points, item_count, customer, meta, created_at, updated_at)
     SELECT 'SC-' || g, c0.id + (g - 1) % ${SIZES.companies}, 'voucher', 1 + g % 3, 100, 1, '{}', '{}',
            now() - (g % 700) * interval '1 day', now() - (g % 700) * interval '1 day'
       FROM generate_series(1, ${SIZES.orders}) g,
            (SELECT min(id) AS id FROM companies WHERE name LIKE 'Scale company %') c0`,
  ],
  // The signed-in company of the read mix is a big tenant: its lists and ledger are long, not only the others'.
  [
    `${BIG_TENANT.projects} projects of the measured company`,
    `INSERT INTO projects (company_id, user_id, street_name, postal_code, city, status, deadline_at, status_changed_at, created_at)
     SELECT u.company_id, u.id, 'Tenant street ' || g, '00-000', 'City', CASE WHEN g % 4 = 0 THEN 2 ELSE 1 END,
            now() + interval '30 days', now() - (g % 900) * interval '1 day', now() - (g % 900) * interval '1 day'
       FROM generate_series(1, ${BIG_TENANT.projects}) g
       JOIN LATERAL (SELECT id, company_id FROM users WHERE company_id = (SELECT company_id FROM users WHERE email = 'owner.pl@example.com')
                      ORDER BY id OFFSET g % 3 LIMIT 1) u ON true`,
  ],
  [
    `${BIG_TENANT.ledger} ledger rows of the measured company`,
    `INSERT INTO points_ledger (company_id, user_id, reason, variation, points, created_at)
     SELECT u.company_id, CASE WHEN g % 10 = 0 THEN NULL ELSE u.id END, CASE WHEN g % 10 = 0 THEN 'order' ELSE 'scan' END,
            CASE WHEN g % 10 = 0 THEN 'negative' ELSE 'positive' END, CASE WHEN g % 10 = 0 THEN -20 ELSE 10 END,
            now() - (g % 1000) * interval '1 day'
       FROM generate_series(1, ${BIG_TENANT.ledger}) g
       JOIN LATERAL (SELECT id, company_id FROM users WHERE company_id = (SELECT company_id FROM users WHERE email = 'owner.pl@example.com')
                      ORDER BY id OFFSET g % 3 LIMIT 1) u ON true`,
  ],
  // The fill runs with triggers off (replica role): the running figures the triggers keep are computed once, as the
  // migrations that made them compute them (0015 project counts, 0033 users' points, 0034 companies' points).
  [
    'running figures',
    `DELETE FROM project_counts; DELETE FROM company_points_totals; DELETE FROM company_points_earned;
     DELETE FROM user_contributed_points;
     INSERT INTO project_counts (company_id, user_id, status, n)
       SELECT company_id, coalesce(user_id, 0), status, count(*)::int FROM projects GROUP BY 1, 2, 3;
     INSERT INTO company_points_totals (company_id, balance, consumed)
       SELECT company_id, sum(points), coalesce(-sum(points) FILTER (WHERE variation <> 'positive'), 0)
         FROM points_ledger GROUP BY company_id;
     INSERT INTO company_points_earned (company_id, year, points)
       SELECT company_id, extract(year FROM created_at AT TIME ZONE 'UTC')::int, sum(points)
         FROM points_ledger WHERE variation = 'positive' GROUP BY 1, 2;
     INSERT INTO user_contributed_points (user_id, points)
       SELECT user_id, sum(points)::int FROM points_ledger WHERE user_id IS NOT NULL AND variation = 'positive' GROUP BY 1`,
  ],
];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => PG_ADMIN.replace(/\/[^/]*$/, `/${name}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function createDatabase(name: string, fill: boolean): Promise<void> {
  await admin(`CREATE DATABASE ${name}`);
  // One connection, so the session settings below hold for every statement of the fill.
  const db = await openPostgresDb(urlOf(name), 1);
  try {
    await migrate(db);
    await seedIfEmpty(db, { demo: true });
    if (fill) {
      // A throwaway database filled by construction: no per-row foreign-key triggers, no waiting on the WAL.
      await db.exec("SET synchronous_commit = off; SET session_replication_role = 'replica'");
      for (const [what, sql] of FILL) {
        const started = Date.now();
        await db.exec(sql);
        console.log(`[fill] ${what.padEnd(26)} ${seconds(Date.now() - started)}`);
      }
    }
    const started = Date.now();
    await db.exec('VACUUM ANALYZE');
    if (fill) console.log(`[fill] vacuum analyze              ${seconds(Date.now() - started)}`);
  } finally {
    await db.close();
  }
}

interface Run {
  reads: Figures;
  create: Figures;
}

async function measure(name: string, traceFile?: string): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-scale-'));
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_DIR: join(dataDir, 'dist'),
    DATABASE_URL: urlOf(name),
    ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
    // The jobs are timed on their own below; the plans are those of the requests.
    JOBS: '0',
  };
  if (traceFile) env.SQL_TRACE_FILE = traceFile;
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { token, companyUuid } = await signIn(base, 'owner.pl@example.com');
    const headers = { authorization: `Bearer ${token}`, ...BROWSER };
    const requests = readMix(companyUuid).map((path) => ({ method: 'GET' as const, path }));
    await autocannon({ url: base, connections: LOAD.connections, duration: 2, headers, requests });
    const reads = await drive(server.pid, { url: base, headers, requests }, LOAD);
    const create = await drive(
      server.pid,
      {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/project',
            setupRequest: (req) => ({
              ...req,
              headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({ uuid: randomUUID(), streetName: 'ul. Skalowa 1', postalCode: '30-001' }),
            }),
          },
        ],
      },
      LOAD,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { reads, create };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** EXPLAIN of every statement the big run sent; answers how many scan a big table sequentially. */
async function plans(name: string, traceFile: string): Promise<number> {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  let flagged = 0;
  try {
    const statements = readFileSync(traceFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { sql: string; params: unknown[] })
      .filter((s) => /^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)/i.test(s.sql));
    console.log(
      `\nPlans of the ${statements.length} statements the big run sent (EXPLAIN ANALYZE: scans, joins, time)`,
    );
    for (const { sql, params } of statements) {
      let summary: string;
      let seq: string[] = [];
      let ms: number | undefined;
      try {
        await client.query('BEGIN');
        // Run for real (inside a transaction rolled back after): the plan with its rows and time, not a guess.
        const result = await client.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, values: params });
        await client.query('ROLLBACK');
        const explained = (result.rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0]!;
        const root = explained.Plan;
        ms = explained['Execution Time'];
        const parts: string[] = [];
        walk(root, (node) => {
          if (/Scan|Join|Nested Loop/.test(node['Node Type'])) {
            parts.push(
              `${node['Node Type']}${node['Relation Name'] ? ` ${node['Relation Name']}` : ''}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`,
            );
          }
          if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? '')) {
            seq.push(node['Relation Name']!);
          }
        });
        summary = parts.join(' · ') || root['Node Type'];
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        summary = `not explained: ${error instanceof Error ? error.message : String(error)}`;
        seq = [];
      }
      if (seq.length > 0) flagged++;
      const first = sql.replace(/\s+/g, ' ').trim().slice(0, 110);
      const time = ms === undefined ? '' : ` (${ms.toFixed(1)} ms)`;
      console.log(`${seq.length > 0 ? 'SEQ SCAN OF A BIG TABLE ' : ''}- ${first}${time}\n    ${summary}`);
    }
  } finally {
    await client.end();
  }
  return flagged;
}

/** The hourly jobs on the big data, one after another, timed, while the read mix runs against a server. */
async function jobs(name: string): Promise<{ times: Record<string, number>; during: Figures }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-scale-'));
  const port = await freePort();
  const server = await startServer(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_DIR: join(dataDir, 'dist'),
      DATABASE_URL: urlOf(name),
      ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
      JOBS: '0',
    },
    port,
  );
  const db: Db = await openPostgresDb(urlOf(name), 4);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { token, companyUuid } = await signIn(base, 'owner.pl@example.com');
    const headers = { authorization: `Bearer ${token}`, ...BROWSER };
    const requests = readMix(companyUuid).map((path) => ({ method: 'GET' as const, path }));
    const times: Record<string, number> = {};
    const load = drive(server.pid, { url: base, headers, requests }, LOAD);
    for (const [job, run] of Object.entries(JOBS)) {
      const started = Date.now();
      await run(db, new Date());
      times[job] = Date.now() - started;
    }
    return { times, during: await load };
  } finally {
    await db.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const stamp = Date.now();
const small = `club_scale_small_${stamp}`;
const big = `club_scale_big_${stamp}`;
const traceFile = join(tmpdir(), `club-scale-sql-${stamp}.jsonl`);
console.log(
  `bench:scale at scale ${SCALE}: ${Object.entries(SIZES)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}`,
);
let met = true;
try {
  await createDatabase(small, false);
  const filled = Date.now();
  await createDatabase(big, true);
  console.log(`[fill] whole big database                 ${seconds(Date.now() - filled)}`);
  const smallRun = await measure(small);
  const bigRun = await measure(big, traceFile);
  const flagged = await plans(big, traceFile);
  const jobRun = await jobs(big);

  const row = (label: string, f: Figures) =>
    `${label.padEnd(30)} ${String(f.rps).padStart(6)} rps  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors + f.non2xx}`;
  console.log(`\nbench:scale figures (${LOAD.connections} connections, ${LOAD.seconds} s each)`);
  console.log(row('small data: mixed reads', smallRun.reads));
  console.log(row('big data:   mixed reads', bigRun.reads));
  console.log(row('small data: project creation', smallRun.create));
  console.log(row('big data:   project creation', bigRun.create));
  console.log(row('big data:   reads during jobs', jobRun.during));
  for (const [label, s, b] of [
    ['mixed reads', smallRun.reads, bigRun.reads],
    ['project creation', smallRun.create, bigRun.create],
  ] as const) {
    const ratio = b.p99 / Math.max(1, s.p99);
    const ok = ratio <= 1.5 && b.errors + b.non2xx === 0;
    met &&= ok;
    console.log(
      `budget ${label.padEnd(17)} big p99 / small p99 = ${ratio.toFixed(2)} (≤ 1.5): ${ok ? 'met' : 'NOT met'}`,
    );
  }
  for (const [job, ms] of Object.entries(jobRun.times)) {
    const budget = JOB_BUDGETS_MS[job] ?? 60_000;
    const ok = ms <= budget;
    met &&= ok;
    console.log(`job ${job.padEnd(22)} ${seconds(ms).padStart(8)} (≤ ${budget / 1000} s): ${ok ? 'met' : 'NOT met'}`);
  }
  const stall = jobRun.during.p99 / Math.max(1, bigRun.reads.p99);
  const calm = stall <= 1.5;
  met &&= calm;
  console.log(
    `reads while the jobs ran: p99 ${jobRun.during.p99} ms, ${stall.toFixed(2)}x the big-data p99 (≤ 1.5): ${calm ? 'met' : 'NOT met'}`,
  );
  console.log(`plans: ${flagged} statement(s) scan a big table sequentially`);
  met &&= flagged === 0;
} finally {
  rmSync(traceFile, { force: true });
  if (!KEEP) {
    await admin(`DROP DATABASE IF EXISTS ${small} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${big} WITH (FORCE)`);
  } else console.log(`kept: ${urlOf(small)} and ${urlOf(big)}`);
}
console.log(met ? '\nEvery scale budget is met.' : '\nA scale budget is missed.');
process.exitCode = met ? 0 : 1;
