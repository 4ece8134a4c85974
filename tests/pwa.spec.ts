import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiAsPage } from './fixtures/api-as-page.ts';
import { startOwnServer } from './fixtures/own-server.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

/** Waits until the service worker is active and controls the page (the first visit needs one reload). */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test('the web manifest is served, linked and complete', async ({ page, request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Installer Club',
    short_name: 'Club',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f8a',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  }
  expect(manifest.shortcuts.map((s) => s.name)).toEqual(['New project', 'Scan']);
  expect(manifest.shortcuts[0]!.url).toBe('/projects/add');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
});

test('the worker controls the page, serves the shell offline and never answers /api', async ({ page, context }) => {
  await page.goto('/');
  await controlledBy(page);
  const api = page.waitForResponse('**/api/v1/config/public');
  await page.evaluate(() => fetch('/api/v1/config/public').then((r) => r.status));
  expect((await api).fromServiceWorker()).toBe(false);

  await context.setOffline(true);
  try {
    // The shell and a precached static page come from the worker...
    const floor = await page.goto('/offline-floor.html');
    expect(floor?.fromServiceWorker()).toBe(true);
    await expect(page.locator('#floor')).toHaveText('Installer Club');
    const shell = await page.goto('/projects');
    expect(shell?.fromServiceWorker()).toBe(true);
    // ...but an API call fails honestly instead of getting a cached body.
    const outcome = await page.evaluate(() =>
      fetch('/api/v1/config/public').then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(outcome).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
});

test('a new version waits for the click and never reloads over unsaved input', async ({ browser }) => {
  test.setTimeout(180_000);
  // Its own server and copy of the build: changing the deployed worker must not disturb the parallel journeys.
  const server = await startOwnServer();
  // English chosen on this device, as in every journey (playwright.config.ts): the profile's Polish would win.
  const storageState = {
    cookies: [],
    origins: [{ origin: server.url, localStorage: [{ name: 'language', value: 'en' }] }],
  };
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-GB', storageState });
  try {
    const page = await context.newPage();
    await signInByEmail(page, 'owner.pl@example.com');
    const created = await apiAsPage(page, 'POST', '/v1/project', { streetName: 'Nowa Wersja 2', postalCode: '30-002' });
    await page.goto(`/projects/${(created.body as { uuid: string }).uuid}`);
    await controlledBy(page);

    // A deploy: the worker script changes; the browser installs the new one and it waits.
    appendFileSync(join(server.publicDir, 'sw.js'), `\n// deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('A new version is available.')).toBeVisible({ timeout: 20_000 });

    const serial = page.getByLabel('Serial number');
    await serial.fill('RW-HALF-TYPED');
    await page.getByRole('button', { name: 'Update now' }).click();
    await expect(page.getByText('You have unsaved input on this page.', { exact: false })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(serial).toHaveValue('RW-HALF-TYPED');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
      'installed',
    );

    await serial.fill('');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update now' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Update now' })).toBeHidden();
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: r?.waiting ?? null, active: r?.active?.state };
    });
    expect(registration).toEqual({ waiting: null, active: 'activated' });
  } finally {
    await context.close();
    await server.stop();
  }
});

/** Records, from the first line of every page, whether a kept screen was shown and how (decision 0210). */
const RECORD_KEPT_SCREEN = `
  new MutationObserver(function () {
    var view = document.querySelector('[data-screen-snapshot]');
    if (!view || window.__keptScreen) return;
    window.__keptScreen = {
      text: view.textContent,
      inert: view.hasAttribute('inert'),
      ariaHidden: view.getAttribute('aria-hidden'),
      projectLinks: view.querySelectorAll('a[href^="/projects/"]').length,
    };
  }).observe(document, { childList: true, subtree: true });
`;
interface KeptScreen {
  text: string;
  inert: boolean;
  ariaHidden: string | null;
  projectLinks: number;
}
const keptScreen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __keptScreen?: KeptScreen }).__keptScreen ?? null);

test('the installed app opens on the screen it was left on at once, offline, and the app takes it over', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: test.info().project.use.baseURL!, localStorage: [{ name: 'language', value: 'en' }] }],
    },
  });
  await context.addInitScript({ content: RECORD_KEPT_SCREEN });
  try {
    let page = await context.newPage();
    await signInByEmail(page, 'member.pl@example.com');
    await page.goto('/projects');
    await controlledBy(page);
    const address = 'ul. Lipowa 12';
    await expect(page.getByRole('link', { name: new RegExp(address) })).toBeVisible();
    expect(await keptScreen(page)).toBeNull();

    // The app goes to the background and is closed; later it is opened again from its icon, without signal.
    await context.setOffline(true);
    await page.close({ runBeforeUnload: true });
    page = await context.newPage();
    await page.goto('/projects');
    await expect.poll(() => keptScreen(page)).not.toBeNull();
    const kept = await keptScreen(page);
    expect(kept).toMatchObject({ inert: true, ariaHidden: 'true' });
    expect(kept!.projectLinks).toBeGreaterThan(0);
    expect(kept!.text).toContain(address);
    // The app's own screen replaces the picture: the same project, now a link that works.
    await expect(page.locator('[data-screen-snapshot]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(address) })).toBeVisible();
    await expect(page.locator('#root [inert]')).toHaveCount(0);

    // A reload asks for the screen anew: the frame, then the app.
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(address) })).toBeVisible();
    expect(await keptScreen(page)).toBeNull();

    // Signing out forgets the screen: nobody else sees this company's projects when the app opens.
    await context.setOffline(false);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('screen-snapshot'))).toBeNull();
    await page.close({ runBeforeUnload: true });
    page = await context.newPage();
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/login$/);
    expect(await keptScreen(page)).toBeNull();
  } finally {
    await context.close();
  }
});
