/**
 * A CPU profile of the installed app's offline start on /projects (4x CPU), summed by script and by function, to see
 * what stands between the frame and the app's own first row (bench:offline). Not a bench: it prints where time goes.
 * Usage: PUBLIC_DIR=<build> tsx scripts/lib/profile-offline-start.ts [--visits 3] [--top 40] [--timeline]
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/fixtures/chromium.ts';
import { startOwnServer } from '../../tests/fixtures/own-server.ts';
import { signInPage } from './sign-in-page.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const argValue = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const visits = argValue('--visits', 3);
const top = argValue('--top', 40);
const LIVE_ROW = 'main table a[href^="/projects/"]:not([data-screen-snapshot] *)';

const server = await startOwnServer(process.env.PUBLIC_DIR ?? 'dist');
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-GB' });
  const page = await context.newPage();
  await signInPage(page, server.url, 'owner.pl@example.com');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/projects');
  await page.waitForSelector(LIVE_ROW);
  await page.waitForTimeout(2500);
  await context.setOffline(true);
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (let v = 0; v < visits; v++) {
    await page.goto('/offline-floor.html');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto('/projects', { waitUntil: 'commit' });
    const at = await page.waitForFunction(
      (sel) => (document.querySelector(sel) ? performance.now() : false),
      LIVE_ROW,
      { polling: 'raf' },
    );
    const rowAt = (await at.jsonValue()) as number;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    // A timeline: per 100 ms from the profile's start (just before the navigation), the busy time and the scripts.
    const buckets = new Map<number, Map<string, number>>();
    let clock = profile.startTime;
    profile.samples.forEach((id, i) => {
      clock += profile.timeDeltas[i] ?? 0;
      const f = nodes.get(id)!.callFrame;
      if (f.functionName === '(idle)' || f.functionName === '(program)') return;
      const bucket = Math.floor((clock - profile.startTime) / 100_000);
      const map = buckets.get(bucket) ?? new Map<string, number>();
      const url = f.url.replace(/^https?:\/\/[^/]+\/(assets\/)?/, '') || f.functionName;
      map.set(url, (map.get(url) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      buckets.set(bucket, map);
    });
    if (process.argv.includes('--timeline'))
      for (const [b, map] of [...buckets].sort((x, y) => x[0] - y[0])) {
        const busy = [...map.values()].reduce((a, c) => a + c, 0);
        const tops = [...map].sort((x, y) => y[1] - x[1]).slice(0, 3);
        console.log(
          `  ${String(b * 100).padStart(5)} ms busy ${busy.toFixed(0).padStart(3)}: ${tops.map(([u, ms]) => `${u} ${ms.toFixed(0)}`).join(', ')}`,
        );
      }
    let total = 0;
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      const f = nodes.get(id)!.callFrame;
      if (f.functionName === '(idle)' || f.functionName === '(program)') return;
      total += dt;
      const url = f.url.replace(/^https?:\/\/[^/]+/, '') || f.functionName;
      byUrl.set(url, (byUrl.get(url) ?? 0) + dt);
      const fn = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + dt);
    });
    console.log(`visit ${v + 1}: app's row at ${rowAt.toFixed(0)} ms; busy ${total.toFixed(0)} ms (profile to row+)`);
  }
  const show = (title: string, map: Map<string, number>, n: number) => {
    console.log(`\n${title} (ms, summed over ${visits} visits)`);
    for (const [k, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(`${(ms / visits).toFixed(1).padStart(8)}  ${k}`);
  };
  show('self time by script', byUrl, 25);
  show('self time by function', byFn, top);
} finally {
  await browser.close();
  await server.stop();
}
