/**
 * bench:memory — the server's resident memory at idle on PGlite: once on a fresh data directory (migrations and
 * the demo seed) and once more on the same, now existing, directory. Each start waits for "listening", then
 * IDLE_SECONDS (10), and reads VmRSS (and the peak, VmHWM) from /proc. Budget: idle RSS under 300 MB in both.
 * Usage: tsx scripts/bench-memory.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_MB = 300;
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 10);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);

async function idleMemory(dataDir: string, port: number): Promise<{ rss: number; peak: number; startMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_DIR: join(dataDir, 'dist'), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const startMs = Date.now() - started;
  child.stdout!.resume();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { rss: kb(status, 'VmRSS') / 1024, peak: kb(status, 'VmHWM') / 1024, startMs };
}

const dir = mkdtempSync(join(tmpdir(), 'club-memory-'));
try {
  const fresh = await idleMemory(dir, 9871);
  const existing = await idleMemory(dir, 9872);
  console.log(`\nbench:memory (PGlite, idle ${IDLE_SECONDS} s after "listening"; budget under ${BUDGET_MB} MB)`);
  let met = true;
  for (const [name, m] of [
    ['fresh data directory', fresh],
    ['existing directory', existing],
  ] as const) {
    const ok = m.rss < BUDGET_MB;
    met &&= ok;
    console.log(
      `${name.padEnd(22)} RSS ${m.rss.toFixed(0).padStart(4)} MB  (peak ${m.peak.toFixed(0)} MB, ` +
        `start ${(m.startMs / 1000).toFixed(1)} s)  ${ok ? 'met' : 'NOT met'}`,
    );
  }
  process.exitCode = met ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
