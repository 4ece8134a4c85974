/**
 * Runs the API tests against PostgreSQL: DATABASE_URL, or the local server at 127.0.0.1:5432/test.
 * Each test file creates (and drops) its own database there. When no server answers, the run is
 * skipped with a notice, except in CI with DATABASE_URL set, where that is a failure.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const url = process.env.DATABASE_URL || DEFAULT_URL;
const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const problem = await reachable();
if (problem) {
  const required = process.env.CI === 'true' && Boolean(process.env.DATABASE_URL);
  console.log(`PostgreSQL not reachable at ${shown} (${problem}): API tests on PostgreSQL skipped`);
  process.exit(required ? 1 : 0);
}

console.log(`API tests on PostgreSQL at ${shown}`);
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const child = spawn(process.execPath, [vitest, 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DB_ENGINE: 'postgres', DATABASE_URL: url },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
