import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/fixtures/chromium.ts';
import { startOwnServer } from '../../tests/fixtures/own-server.ts';
import { signInPage } from './sign-in-page.ts';

/** What one load fetched, as the browser received it (encoded bytes of the bodies; decision 0295). */
export interface Fetched {
  /** Encoded bytes of every script response. */
  js: number;
  /** Encoded bytes of every response (scripts, styles, the page, the API, images, the worker's precache). */
  all: number;
  files: {
    url: string;
    bytes: number;
    encoding: string;
    script: boolean;
    byWorker: boolean;
    /** An immutable file the page had already downloaded: the worker's fetch of it is served by the HTTP cache. */
    cached?: boolean;
    immutable?: boolean;
  }[];
}

export interface FirstScreenFigures {
  login: Fetched;
  projects: Fetched;
  /** A first visit of /login with the service worker: the screen and everything the worker precaches. */
  firstVisit: Fetched;
  /** The same, signed in, until the idle warm-up has cached the large screens (decision 0295); asked for only. */
  firstSignedInVisit?: Fetched;
}

/** Counts what the context fetches until `stop()`: the page's requests and its service worker's. */
function countFetches(context: BrowserContext) {
  const files: Fetched['files'] = [];
  const pending = new Set<Promise<void>>();
  let inFlight = 0;
  let lastChange = Date.now();
  context.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  context.on('requestfailed', settle);
  context.on('requestfinished', (request) => {
    const done = (async () => {
      const response = await request.response();
      // A response served from the HTTP cache or the worker's cache downloaded nothing.
      if (response && !response.fromServiceWorker() && response.status() !== 304) {
        const { responseBodySize } = await request.sizes();
        // The worker's own fetches report no size: their Content-Length is the encoded body.
        const bytes = responseBodySize >= 0 ? responseBodySize : Number(response.headers()['content-length'] ?? 0);
        const type = response.headers()['content-type'] ?? '';
        files.push({
          url: new URL(request.url()).pathname,
          bytes,
          encoding: response.headers()['content-encoding'] ?? 'none',
          script: /javascript/.test(type),
          byWorker: request.serviceWorker() !== null,
          immutable: /immutable/.test(response.headers()['cache-control'] ?? ''),
        });
      }
    })().catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
    settle();
  });
  return {
    /** Resolves once nothing has been in flight for `quietMs`. */
    async idle(quietMs = 1000, maxMs = 60_000) {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(): Promise<Fetched> {
      await Promise.all(pending);
      // The worker's precache asks again for the shell files the page has just downloaded. Hashed files are sent
      // immutable, so the browser answers those from its HTTP cache (transferSize 0); the worker's requests report no
      // size of their own, so they would be counted twice from their Content-Length (decision 0299).
      const byPage = new Set(files.filter((f) => !f.byWorker && f.immutable).map((f) => f.url));
      const list = files.map((f) => (f.byWorker && byPage.has(f.url) ? { ...f, bytes: 0, cached: true } : f));
      files.length = 0;
      const sum = (only: (f: Fetched['files'][number]) => boolean) =>
        list.filter(only).reduce((total, f) => total + f.bytes, 0);
      return { js: sum((f) => f.script), all: sum(() => true), files: list };
    },
  };
}

async function clearHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Serves the built app from the real server (brotli as in production), loads /login and a signed-in /projects in
 * Chromium without a service worker (what the screen needs), then first visits with one (what it precaches).
 */
export async function measureFirstScreens(
  dist: string,
  { signedInVisit = true }: { signedInVisit?: boolean } = {},
): Promise<FirstScreenFigures> {
  const server = await startOwnServer(dist);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const device = (serviceWorkers: 'allow' | 'block') =>
    browser.newContext({
      baseURL: server.url,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      serviceWorkers,
      storageState: {
        cookies: [],
        origins: [{ origin: server.url, localStorage: [{ name: 'language', value: 'en' }] }],
      },
    });
  try {
    const anonymous = await device('block');
    const loginCount = countFetches(anonymous);
    const loginPage = await anonymous.newPage();
    await loginPage.goto('/login');
    await loginPage.getByRole('button', { name: 'Continue with e-mail' }).waitFor({ timeout: 90_000 });
    await loginCount.idle();
    const login = await loginCount.stop();

    const signedIn = await device('block');
    const projectsCount = countFetches(signedIn);
    const page = await signedIn.newPage();
    await signInPage(page, server.url, 'owner.pl@example.com');
    await page.waitForTimeout(1500); // the persister writes the query cache shortly after the data arrives
    await projectsCount.idle();
    await projectsCount.stop();
    await clearHttpCache(page);
    await page.goto('/projects');
    await page
      .locator('main a[href^="/projects/"]')
      .first()
      .waitFor({ timeout: 90_000 })
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/b30-projects-fail.png' });
        throw error;
      });
    await projectsCount.idle();
    const projects = await projectsCount.stop();

    const visitor = await device('allow');
    const visitCount = countFetches(visitor);
    const visit = await visitor.newPage();
    await visit.goto('/login');
    await visit.getByRole('button', { name: 'Continue with e-mail' }).waitFor({ timeout: 90_000 });
    await visit.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await visitCount.idle(2000);
    const firstVisit = await visitCount.stop();

    if (!signedInVisit) return { login, projects, firstVisit };
    const member = await device('allow');
    const memberCount = countFetches(member);
    const memberPage = await member.newPage();
    await signInPage(memberPage, server.url, 'owner.pl@example.com');
    await memberPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await memberCount.idle(3000);
    const firstSignedInVisit = await memberCount.stop();
    return { login, projects, firstVisit, firstSignedInVisit };
  } finally {
    await browser.close();
    await server.stop();
  }
}
