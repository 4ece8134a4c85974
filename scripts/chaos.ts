/**
 * `npm run chaos -- --runs N [--seed S] [--workers K] [--actions A] [--no-build]`
 *
 * The randomized offline test for long runs (tests/fixtures/chaos-engine.ts): builds the app, starts a server of
 * its own with a fresh database, signs in one browser context per worker and plays seeded runs. Prints runs,
 * actions, each failure with its seed and trace, and the time from online to nothing pending (median, p90).
 * `--seed S` replays one run (with --runs 1) or starts the sequence there. Exits 1 on any failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  CHAOS_SERIALS_NEEDED,
  chaosContextOptions,
  chaosRun,
  prepareChaosContext,
  type RunResult,
  report,
  summarise,
} from '../tests/fixtures/chaos-engine.ts';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium.ts';
import { startOwnServer } from '../tests/fixtures/own-server.ts';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const runs = option('runs', 20);
const firstSeed = option('seed', 1);
const workers = Math.max(1, option('workers', 1));
const actions = option('actions', 10);
const built = '.e2e-dist-chaos';

if (!process.argv.includes('--no-build') || !existsSync(`${built}/index.html`)) {
  console.log('chaos: building the app…');
  execFileSync('npx', ['vite', 'build', '--outDir', built, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
const server = await startOwnServer(built, { TEST_SERIALS: String(CHAOS_SERIALS_NEEDED) });
const browser = await chromium.launch(chromiumLaunchOptions);
const started = Date.now();
const results: RunResult[] = [];
try {
  const emails = ['owner.pl@example.com', 'owner.ro@example.com', 'tomasz.pl@example.com', 'member.pl@example.com'];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const context = await browser.newContext(chaosContextOptions(server.url));
      await prepareChaosContext(context, emails[w % emails.length]!);
      for (let i = next++; i < runs; i = next++) {
        const result = await chaosRun(context, firstSeed + i, actions);
        results.push(result);
        const mark = result.failures.length ? `FAILED (${result.failures.length})` : 'ok';
        console.log(`run ${results.length}/${runs} seed ${result.seed}: ${result.trace.length} actions, ${mark}`);
      }
      await context.close();
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
const summary = summarise(results.sort((a, b) => a.seed - b.seed));
console.log(`\n${report(summary)}\nin ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(summary.failed.length > 0 ? 1 : 0);
