import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { apiAsPage } from './fixtures/api-as-page.ts';
import { chromiumLaunchOptions, e2ePort } from './fixtures/chromium.ts';
import { qrPng, writeQrY4m } from './fixtures/qr-video.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

// Reserved test serials (decision 0021) this journey registers: 0019 by camera, 0018 by photo, 0017 typed.
const CAMERA_SERIAL = 'RW-TEST-0019';
const PHOTO_SERIAL = 'RW-TEST-0018';
const TYPED_SERIAL = 'RW-TEST-0017';

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-camera-'));
  // The code carries the serial as the last path segment of a URL, in lower case: the scanner reads it so.
  writeQrY4m(join(dir, 'qr.y4m'), `https://club.example/p/${CAMERA_SERIAL.toLowerCase()}`);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withBrowser(extraArgs: string[], run: (page: Page) => Promise<void>): Promise<void> {
  const browser: Browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', ...extraArgs],
  });
  try {
    // English chosen on this device, as in every journey (playwright.config.ts): the profile's Polish would win.
    const origin = `http://localhost:${e2ePort}`;
    const storageState = { cookies: [], origins: [{ origin, localStorage: [{ name: 'language', value: 'en' }] }] };
    const context = await browser.newContext({ baseURL: origin, locale: 'en-GB', storageState });
    const page = await context.newPage();
    try {
      await run(page);
    } finally {
      if (openedProject) await removeScans(page, openedProject).catch(() => {});
      openedProject = null;
    }
  } finally {
    await browser.close();
  }
}

let openedProject: string | null = null;

async function openNewProject(page: Page, street: string): Promise<string> {
  await signInByEmail(page, 'owner.pl@example.com');
  const created = await apiAsPage(page, 'POST', '/v1/project', { streetName: street, postalCode: '30-001' });
  expect(created.status).toBe(201);
  const uuid = (created.body as { uuid: string }).uuid;
  openedProject = uuid;
  await page.goto(`/projects/${uuid}`);
  return uuid;
}

async function serverScans(page: Page, uuid: string): Promise<{ uuid: string; serial_number: string }[]> {
  const answer = await apiAsPage(page, 'GET', `/v1/product?projects_id=${uuid}`);
  return (answer.body as { data: { uuid: string; serial_number: string }[] }).data;
}

const serverSerials = async (page: Page, uuid: string) => (await serverScans(page, uuid)).map((s) => s.serial_number);

/** Frees the reserved serials again, so the journey also passes against a server reused between runs. */
async function removeScans(page: Page, uuid: string): Promise<void> {
  for (const scan of await serverScans(page, uuid)) await apiAsPage(page, 'DELETE', `/v2/scans/${scan.uuid}`);
}

test('the fake camera scans a QR code into the project once; a photo of a code adds another', async () => {
  const camera = ['--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${join(dir, 'qr.y4m')}`];
  await withBrowser(camera, async (page) => {
    const uuid = await openNewProject(page, 'Kamerowa 19');
    await page.getByRole('button', { name: 'Scan products' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan products' });
    // Announced as added once the server has it, and listed in the scanner's running list.
    await expect(scanner.getByRole('status').filter({ hasText: `Added ${CAMERA_SERIAL}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(scanner.getByRole('list', { name: 'Scanned now' })).toContainText(CAMERA_SERIAL);
    await expect.poll(() => serverSerials(page, uuid), { timeout: 15_000 }).toEqual([CAMERA_SERIAL]);

    // The code stays in view: it is announced as already scanned, never sent twice.
    await expect(scanner.getByRole('status').filter({ hasText: `Already scanned ${CAMERA_SERIAL}` })).toBeVisible({
      timeout: 15_000,
    });
    expect(await serverSerials(page, uuid)).toEqual([CAMERA_SERIAL]);
    await scanner.getByRole('button', { name: 'Done' }).click();
    await expect(scanner).toHaveCount(0);
    await expect(page.getByRole('cell', { name: CAMERA_SERIAL, exact: true })).toBeVisible();

    // Opened again, the scanner knows the project's serial: the code still in view is not sent again.
    await page.getByRole('button', { name: 'Scan products' }).click();
    await expect(scanner.getByRole('status').filter({ hasText: `Already scanned ${CAMERA_SERIAL}` })).toBeVisible({
      timeout: 20_000,
    });
    const chooser = page.waitForEvent('filechooser');
    await scanner.getByRole('button', { name: 'Scan from a photo' }).click();
    await (await chooser).setFiles({ name: 'code.png', mimeType: 'image/png', buffer: await qrPng(PHOTO_SERIAL) });
    await expect(scanner.getByRole('status').filter({ hasText: `Added ${PHOTO_SERIAL}` })).toBeVisible({
      timeout: 15_000,
    });
    await scanner.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('cell', { name: PHOTO_SERIAL, exact: true })).toBeVisible();
    await expect
      .poll(async () => (await serverSerials(page, uuid)).sort(), { timeout: 15_000 })
      .toEqual([PHOTO_SERIAL, CAMERA_SERIAL].sort());
  });
});

test('camera access denied: a clear message, and the typed serial still adds the product', async () => {
  await withBrowser(['--deny-permission-prompts'], async (page) => {
    const uuid = await openNewProject(page, 'Bez Kamery 17');
    await page.getByRole('button', { name: 'Scan products' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan products' });
    await expect(scanner.getByRole('alert')).toContainText('Camera access is blocked');
    await scanner.getByLabel('Serial number').fill(TYPED_SERIAL.toLowerCase());
    await scanner.getByRole('button', { name: 'Add product' }).click();
    await expect(scanner.getByRole('status')).toHaveText(`Added ${TYPED_SERIAL}`, { timeout: 15_000 });
    await scanner.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('cell', { name: TYPED_SERIAL, exact: true })).toBeVisible();
    await expect.poll(() => serverSerials(page, uuid), { timeout: 15_000 }).toEqual([TYPED_SERIAL]);
  });
});

test('the home-screen "Scan" shortcut opens the camera on the newest open project', async () => {
  await withBrowser(['--use-fake-ui-for-media-stream'], async (page) => {
    const mine = await openNewProject(page, 'Skrót 1');
    await page.goto('/projects?scan=1');
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\?scan=1$/);
    await expect(page.getByRole('dialog', { name: 'Scan products' })).toBeVisible();
    // Parallel journeys create projects too: the target is ours or one created after it.
    const target = new URL(page.url()).pathname.split('/').pop();
    const open = await apiAsPage(page, 'GET', '/v1/project');
    const order = (open.body as { data: { uuid: string }[] }).data.map((p) => p.uuid);
    expect(order.indexOf(target!)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(target!)).toBeLessThanOrEqual(order.indexOf(mine));
  });
});
