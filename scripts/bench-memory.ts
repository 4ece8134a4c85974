/**
 * bench:memory — the server's resident memory on PGlite and on PostgreSQL (issue 30: not only at idle on PGlite).
 * For each engine: a start on a fresh database (migrations and the demo seed) and a start on the same, now existing,
 * one. Each start waits for "listening", then IDLE_SECONDS (10), and reads VmRSS and the peak (VmHWM) from /proc; the
 * second start then serves the signed-in read mix of bench:api (50 connections, LOAD_SECONDS, 20) with a write in
 * ten (a project), and RSS is read again under that load and IDLE_SECONDS after it.
 * Budgets: idle RSS under 300 MB, and under 400 MB under load and after it (no growth that stays).
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/bench_memory (created and dropped), skipped
 * with a notice when not reachable. Usage: tsx scripts/bench-memory.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, readMix, signIn, startServer } from './lib/api-load.ts';

const IDLE_BUDGET_MB = 300;
const LOAD_BUDGET_MB = 400;
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_memory';

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: kb(status, 'VmRSS') / 1024, peak: kb(status, 'VmHWM') / 1024 };
};
const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

interface Start {
  idle: { rss: number; peak: number };
  startMs: number;
  load?: { rss: number; afterRss: number; peak: number; rps: number; errors: number };
}

async function start(env: Record<string, string>, underLoad: boolean): Promise<Start> {
  const port = await freePort();
  const started = Date.now();
  const child = await startServer({ NODE_ENV: 'test', ANONYMOUS_REQUESTS_PER_MINUTE: '1000000', ...env }, port);
  try {
    const startMs = Date.now() - started;
    await pause(IDLE_SECONDS);
    const idle = memory(child.pid!);
    if (!underLoad) return { idle, startMs };
    const base = `http://127.0.0.1:${port}`;
    const { token, companyUuid } = await signIn(base, 'owner.pl@example.com');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
    const reads = readMix(companyUuid).map((path) => ({ method: 'GET' as const, path }));
    const write = {
      method: 'POST' as const,
      path: '/api/v1/project',
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ uuid: randomUUID(), streetName: 'ul. Pamięci 1', postalCode: '30-001' }),
      }),
    };
    // Nine reads then a write, over and over: the kept answers are emptied as in life.
    const requests = [...reads, ...reads.slice(0, 4), write];
    let loadRss = 0;
    const sampler = setInterval(() => {
      loadRss = Math.max(loadRss, memory(child.pid!).rss);
    }, 500);
    const result = await autocannon({ url: base, connections: 50, duration: LOAD_SECONDS, headers, requests });
    clearInterval(sampler);
    await pause(IDLE_SECONDS);
    const after = memory(child.pid!);
    return {
      idle,
      startMs,
      load: {
        rss: loadRss,
        afterRss: after.rss,
        peak: after.peak,
        rps: Math.round(result.requests.average),
        errors: result.errors + result.timeouts + result.non2xx,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function admin(sql: string): Promise<boolean> {
  const url = new URL(PG_URL);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let met = true;
const line = (name: string, ok: boolean, text: string) => {
  met &&= ok;
  console.log(`${name.padEnd(40)} ${text}  ${ok ? 'met' : 'NOT met'}`);
};

async function engine(name: string, env: Record<string, string>): Promise<void> {
  const fresh = await start(env, false);
  const existing = await start(env, true);
  for (const [when, m] of [
    ['fresh database, idle', fresh],
    ['existing database, idle', existing],
  ] as const) {
    line(
      `${name}: ${when}`,
      m.idle.rss < IDLE_BUDGET_MB,
      `RSS ${m.idle.rss.toFixed(0).padStart(4)} MB (peak ${m.idle.peak.toFixed(0)} MB, start ${(m.startMs / 1000).toFixed(1)} s)`,
    );
  }
  const load = existing.load!;
  line(
    `${name}: under load (${load.rps} rps, ${load.errors} errors)`,
    load.rss < LOAD_BUDGET_MB && load.errors === 0,
    `RSS ${load.rss.toFixed(0).padStart(4)} MB (peak ${load.peak.toFixed(0)} MB)`,
  );
  line(
    `${name}: ${IDLE_SECONDS} s after the load`,
    load.afterRss < LOAD_BUDGET_MB,
    `RSS ${load.afterRss.toFixed(0).padStart(4)} MB`,
  );
}

console.log(
  `bench:memory (load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; idle ${IDLE_SECONDS} s, load ${LOAD_SECONDS} s; budgets: idle < ${IDLE_BUDGET_MB} MB, ` +
    `under and after load < ${LOAD_BUDGET_MB} MB)`,
);
const dir = mkdtempSync(join(tmpdir(), 'club-memory-'));
const base = { DATA_DIR: dir, PUBLIC_DIR: join(dir, 'dist') };
try {
  await engine('PGlite', base);
  const database = new URL(PG_URL).pathname.slice(1);
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  if (await admin(`CREATE DATABASE "${database}"`)) {
    try {
      await engine('PostgreSQL', { ...base, DATABASE_URL: PG_URL });
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }
  } else console.log('PostgreSQL: not reachable, skipped');
  process.exitCode = met ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
