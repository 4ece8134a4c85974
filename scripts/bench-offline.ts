/**
 * bench:offline — how fast an installed app shows cached projects with no network, against the floor of a static
 * page from the same service-worker cache. Builds if needed, starts the real server (fresh data, free port),
 * opens Chromium with 4x CPU throttling, signs in as owner.pl, visits /projects online once (the worker and the
 * persisted query cache fill), then offline measures, over several visits, navigation start → first project row
 * (and → the floor page's text). Prints the medians and their ratio; goal: under 1.5 s and a ratio under 3.
 * Usage: tsx scripts/bench-offline.ts [--build] [--repeats 5]
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium.ts';
import { startOwnServer } from '../tests/fixtures/own-server.ts';
import { signInPage } from './lib/sign-in-page.ts';

const GOAL_MS = 1500;
const GOAL_RATIO = 3;
const EMAIL = 'owner.pl@example.com';
const ROW = 'main table a[href^="/projects/"]';
const argValue = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const repeats = process.argv.includes('--repeats') ? Number(argValue('--repeats')) : 5;
const built = process.env.PUBLIC_DIR ?? 'dist';

if (process.argv.includes('--build') || !existsSync(join(built, 'sw.js'))) {
  execSync(`npx vite build --outDir ${built}`, { stdio: 'inherit' });
}

/** Milliseconds from navigation start until `selector` is in the document, on a 4x slower CPU. */
async function timeTo(context: BrowserContext, page: Page, path: string, selector: string): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (sel) => (document.querySelector(sel) ? performance.now() : false),
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = (await handle.jsonValue()) as number;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const server = await startOwnServer(built);
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await signInPage(page, server.url, EMAIL);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/projects');
  await page.waitForSelector(ROW);
  await page.waitForTimeout(2500); // the persister writes the query cache shortly after the data arrives

  await context.setOffline(true);
  const floor: number[] = [];
  const app: number[] = [];
  for (let i = 0; i < repeats; i++) {
    floor.push(await timeTo(context, page, '/offline-floor.html', '#floor'));
    app.push(await timeTo(context, page, '/projects', ROW));
  }
  const [floorMs, appMs] = [median(floor), median(app)];
  const ratio = appMs / floorMs;
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log('\nbench:offline (Chromium, 4x CPU throttling, offline repeat visits)');
  console.log(`floor  /offline-floor.html → text     median ${fmt(floorMs)}  [${floor.map(fmt).join(', ')}]`);
  console.log(`app    /projects → first project row  median ${fmt(appMs)}  [${app.map(fmt).join(', ')}]`);
  console.log(`ratio  ${ratio.toFixed(2)}`);
  const met = appMs < GOAL_MS && ratio < GOAL_RATIO;
  console.log(
    `goal   under ${fmt(GOAL_MS)} and ratio under ${GOAL_RATIO}: ${met ? 'met' : 'NOT met'} ` +
      `(time ${appMs < GOAL_MS ? 'ok' : 'over'}, ratio ${ratio < GOAL_RATIO ? 'ok' : 'over'})`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
