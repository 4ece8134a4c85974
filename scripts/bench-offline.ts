/**
 * bench:offline — how fast an installed app shows cached projects with no network, against the floor of a static
 * page from the same service-worker cache. Builds if needed, starts the real server (fresh data, free port),
 * opens Chromium with 4x CPU throttling, and per run: signs in as owner.pl in a fresh browser context, visits
 * /projects online once (the worker and the persisted query cache fill), then offline measures, over several
 * visits, navigation start → the app's own first project row on screen (and → the floor page's text). The row a
 * kept screen (decision 0210) shows earlier is a picture of the last visit that answers no tap: it is printed beside,
 * not counted. Budget (issues 15 and 30): the app's own row at most 2x the floor (medians of the visits) in every
 * one of the runs; the ratio of each run is printed, and the row's time (issue 15 asked for under 1.5 s on a quiet
 * machine; on a loaded one the ratio is what compares). Exits 1 when over.
 * Usage: tsx scripts/bench-offline.ts [--build] [--runs 5] [--repeats 5]
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium.ts';
import { startOwnServer } from '../tests/fixtures/own-server.ts';
import { signInPage } from './lib/sign-in-page.ts';

const GOAL_RATIO = 2;
const EMAIL = 'owner.pl@example.com';
const ROW = 'main table a[href^="/projects/"]';
/** The row of the app itself, not of the kept screen shown before it (decision 0210). */
const LIVE_ROW = `${ROW}:not([data-screen-snapshot] *)`;
const argValue = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const repeats = process.argv.includes('--repeats') ? Number(argValue('--repeats')) : 5;
const runs = process.argv.includes('--runs') ? Number(argValue('--runs')) : 5;
const built = process.env.PUBLIC_DIR ?? 'dist';

if (process.argv.includes('--build') || !existsSync(join(built, 'sw.js'))) {
  execSync(`npx vite build --outDir ${built}`, { stdio: 'inherit' });
}

/** Milliseconds from navigation start until each selector is in the document, on a 4x slower CPU. */
async function timeTo(context: BrowserContext, page: Page, path: string, selectors: string[]): Promise<number[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  const times: number[] = [];
  for (const selector of selectors) {
    const handle = await page.waitForFunction(
      (sel) => {
        const w = window as unknown as { __seen?: Record<string, number> };
        w.__seen ??= {};
        if (document.querySelector(sel)) w.__seen[sel] ??= performance.now();
        return w.__seen[sel] ?? false;
      },
      selector,
      { polling: 'raf', timeout: 30_000 },
    );
    times.push((await handle.jsonValue()) as number);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

interface Run {
  floor: number[];
  row: number[];
  live: number[];
}

async function measureRun(browser: Browser, baseURL: string): Promise<Run> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await signInPage(page, baseURL, EMAIL);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto('/projects');
    await page.waitForSelector(LIVE_ROW);
    // The worker holds every screen and the catalog's files (decision 0299), as before a person is on a roof.
    await page.waitForSelector('html[data-offline-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(2500); // the persister writes the query cache shortly after the data arrives

    await context.setOffline(true);
    const run: Run = { floor: [], row: [], live: [] };
    for (let i = 0; i < repeats; i++) {
      run.floor.push(...(await timeTo(context, page, '/offline-floor.html', ['#floor'])));
      // Watched together: the first row seen, then the app's own (a kept screen shows before the app).
      const [row, live] = await timeTo(context, page, '/projects', [ROW, LIVE_ROW]);
      run.row.push(row!);
      run.live.push(live!);
    }
    return run;
  } finally {
    await context.close();
  }
}

const server = await startOwnServer(built);
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `\nbench:offline (Chromium, 4x CPU throttling, offline repeat visits of /projects; medians per run; load ${load()})`,
  );
  let met = 0;
  const ratios: number[] = [];
  for (let r = 1; r <= runs; r++) {
    const run = await measureRun(browser, server.url);
    const [floorMs, rowMs, liveMs] = [median(run.floor), median(run.row), median(run.live)];
    const ratio = liveMs / floorMs;
    ratios.push(ratio);
    const ok = ratio <= GOAL_RATIO;
    if (ok) met++;
    console.log(
      `run ${r}  floor ${fmt(floorMs)}  the app's row ${fmt(liveMs)}  ratio ${ratio.toFixed(2)} ${ok ? 'met' : 'NOT met'}` +
        `  | first row seen (a kept screen's, if any) ${fmt(rowMs)} (${(rowMs / floorMs).toFixed(2)}x)`,
    );
    console.log(
      `       floor [${run.floor.map(fmt).join(', ')}]  app's row [${run.live.map(fmt).join(', ')}]` +
        `  first row [${run.row.map(fmt).join(', ')}]`,
    );
  }
  console.log(
    `budget: the app's own row at most ${GOAL_RATIO}x the floor in every run: ` +
      `${met} of ${runs} ${met === runs ? 'met' : 'NOT met'}; ratios ${ratios.map((x) => x.toFixed(2)).join(', ')}` +
      `; load ${load()}`,
  );
  process.exitCode = met === runs ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
