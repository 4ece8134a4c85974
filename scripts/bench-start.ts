/**
 * bench:start — the compiled server's cold start (issue 30): from `node dist-server/main.js` to the first `/api/ready`
 * answering 200, on existing data, beside a floor started the same way in the same run: a bare Hono server answering
 * `/api/ready` (no database, no app). Each start is a new process; medians of RUNS (5). PGlite always; PostgreSQL when
 * BENCH_DATABASE_URL (or postgres://postgres@127.0.0.1:5432/bench_start, created when missing) answers.
 * Budget: at most 1.5 s to readiness on existing data. Usage: tsx scripts/bench-start.ts [--no-build]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const BUDGET_MS = 1500;
const RUNS = Number(process.env.RUNS ?? 5);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_start';

const FLOOR = `import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.get('/api/ready', (c) => c.json({ ready: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
`;

async function readyAfter(script: string, env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`${script} exited before it was ready`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    if (!exited) await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function series(name: string, script: string, env: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await readyAfter(script, env, 9890 + i));
  const m = median(times);
  console.log(
    `${name.padEnd(34)} median ${(m / 1000).toFixed(2)} s  (${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
  return m;
}

async function postgresReachable(): Promise<boolean> {
  const url = new URL(PG_URL);
  const database = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
    return true;
  } catch {
    return false;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

if (!process.argv.includes('--no-build')) {
  await new Promise<void>((resolve, reject) =>
    spawn('npx', ['tsx', 'scripts/build-server.ts'], { cwd: ROOT, stdio: 'inherit' }).once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('build failed')),
    ),
  );
}
const dir = mkdtempSync(join(tmpdir(), 'club-start-'));
const floorScript = join(ROOT, 'node_modules', '.bench-start-floor.mjs');
writeFileSync(floorScript, FLOOR);
try {
  const server = join(ROOT, 'dist-server', 'main.js');
  const base = { NODE_ENV: 'test', DATA_DIR: dir, PUBLIC_DIR: join(dir, 'dist'), JOBS: '0', LOG_LEVEL: 'warn' };
  console.log(
    `bench:start (load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${RUNS} starts each)`,
  );
  const fresh = await readyAfter(server, base, 9889);
  console.log(`${'PGlite, fresh data directory'.padEnd(34)} ${(fresh / 1000).toFixed(2)} s (migrations and demo seed)`);
  const floor = await series('floor: bare Hono, no database', floorScript, {});
  const results: [string, number][] = [['PGlite, existing data', await series('PGlite, existing data', server, base)]];
  if (await postgresReachable()) {
    const env = { ...base, DATABASE_URL: PG_URL };
    await readyAfter(server, env, 9889);
    results.push(['PostgreSQL, existing data', await series('PostgreSQL, existing data', server, env)]);
  } else console.log('PostgreSQL: not reachable, skipped');
  let met = true;
  for (const [name, ms] of results) {
    const ok = ms <= BUDGET_MS;
    met &&= ok;
    console.log(
      `${name.padEnd(34)} ${(ms / 1000).toFixed(2)} s = ${(ms / floor).toFixed(1)}x the floor; budget ` +
        `${BUDGET_MS / 1000} s: ${ok ? 'met' : 'NOT met'}`,
    );
  }
  process.exitCode = met ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(floorScript, { force: true });
}
