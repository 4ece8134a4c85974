import type { Page, Route } from '@playwright/test';
import {
  cachedOnDevice,
  controlledByServiceWorker,
  projectsAt,
  signInOwner,
  uniqueStreet,
} from './fixtures/offline.ts';
import { expectAllSent, expectWaiting } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

// Reserved test serials (decision 0021) of these journeys; other journeys use others.
const LOST_REPLY = 'RW-TEST-0005';
const LOST_REPLY_RELOADED = 'RW-TEST-0006';
const REMOVED_AT_ONCE = 'RW-TEST-0007';
const CUT_REFETCH = 'RW-TEST-0008';
const WEEK_OFFLINE = ['RW-TEST-0009', 'RW-TEST-0010'];

const OFFLINE_NOTICE = 'You are offline. Your work is saved and will be sent when the signal is back.';

async function createProjectOnline(page: Page, street: string): Promise<void> {
  await page.goto('/projects/add');
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-010');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expectAllSent(page);
}

/** The server commits the first scan POST, but its answer never reaches the app; resolves once that happened. */
function loseFirstScanReply(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let lost = false;
    void page.route('**/api/v2/scans', async (route: Route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
      resolve();
    });
  });
}

async function addSerial(page: Page, serial: string): Promise<void> {
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'Add product' }).click();
}

async function removeSerial(page: Page, serial: string): Promise<void> {
  await page.getByRole('button', { name: `Remove ${serial}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove product' }).click();
}

async function serialsOnServer(page: Page, street: string): Promise<string[]> {
  const [project] = await projectsAt(page, street);
  return project!.products.map((p) => p.serial_number).sort();
}

test('a scan whose reply was lost, removed while offline, is removed on the server too', async ({ page, context }) => {
  const street = uniqueStreet('Lost scan reply');
  await signInOwner(page);
  await createProjectOnline(page, street);
  const lost = loseFirstScanReply(page);
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('/api/v2/scans/')) deletes.push(r.url());
  });

  await addSerial(page, LOST_REPLY);
  await lost;
  await context.setOffline(true);
  // Long enough for the retry to pause for want of network: the scan waits, though the server has it.
  await page.waitForTimeout(3000);
  await removeSerial(page, LOST_REPLY);
  await expect(page.getByRole('row', { name: new RegExp(LOST_REPLY) })).toHaveCount(0);

  await context.setOffline(false);
  await expectAllSent(page);
  expect(deletes).toHaveLength(1);
  expect(await serialsOnServer(page, street)).toEqual([]);
});

test('a scan whose reply was lost, removed after an offline reload, is removed on the server too', async ({
  page,
  context,
}) => {
  const street = uniqueStreet('Lost reply reload');
  await signInOwner(page);
  await createProjectOnline(page, street);
  await controlledByServiceWorker(page);
  await cachedOnDevice(page, street);
  const lost = loseFirstScanReply(page);

  await addSerial(page, LOST_REPLY_RELOADED);
  await lost;
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(LOST_REPLY_RELOADED) })).toContainText('Waiting to sync');
  await removeSerial(page, LOST_REPLY_RELOADED);
  await expect(page.getByRole('row', { name: new RegExp(LOST_REPLY_RELOADED) })).toHaveCount(0);

  await context.setOffline(false);
  await expectAllSent(page);
  expect(await serialsOnServer(page, street)).toEqual([]);
});

test('a queued scan removed while its removal waits leaves the screen at once', async ({ page, context }) => {
  const street = uniqueStreet('Removed at once');
  await signInOwner(page);
  await createProjectOnline(page, street);
  const lost = loseFirstScanReply(page);

  await addSerial(page, REMOVED_AT_ONCE);
  await lost;
  // Offline while the write waits to retry: it may have reached the server, so its removal is queued.
  await context.setOffline(true);
  await removeSerial(page, REMOVED_AT_ONCE);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(REMOVED_AT_ONCE) })).toHaveCount(0);
  await expectWaiting(page, 2);

  await context.setOffline(false);
  await expectAllSent(page);
  expect(await serialsOnServer(page, street)).toEqual([]);
});

test('a refetch cut by a signal drop leaves the last good data for the next offline start', async ({
  page,
  context,
}) => {
  const street = uniqueStreet('Cut refetch');
  await signInOwner(page);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await controlledByServiceWorker(page);
  await page.getByRole('link', { name: /ul\. Lipowa 12/ }).click();
  await expect(page.getByRole('heading', { name: /ul\. Lipowa 12/ })).toBeVisible();
  const detailUrl = page.url();
  // The project's own answer (not only the list's row) is saved on the device.
  await cachedOnDevice(page, `"detail","${detailUrl.split('/').pop()}"`);

  // Capture offline.
  await context.setOffline(true);
  await page.goto('/projects/add').catch(() => {});
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-011');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await addSerial(page, CUT_REFETCH);
  await page.goto(detailUrl).catch(() => {});
  await expect(page.getByRole('heading', { name: /ul\. Lipowa 12/ })).toBeVisible();

  // Back online, and the signal drops again while the user, the points and the project refetch.
  const cut: string[] = [];
  await page.route(/\/api\/v1\/(company\/user\/self|company\/points\/|project)/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    cut.push(new URL(route.request().url()).pathname);
    await route.abort('internetdisconnected');
  });
  await context.setOffline(false);
  await expect.poll(() => cut.some((p) => p.endsWith('/self')) && cut.some((p) => p.includes('/project/'))).toBe(true);
  await context.setOffline(true);
  await page.waitForTimeout(1500);
  await page.unroute(/\/api\/v1\/(company\/user\/self|company\/points\/|project)/);

  await page.reload();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await expect(page.getByText('This project is not saved on this device')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();

  await context.setOffline(false);
  await expectAllSent(page);
  const onServer = await projectsAt(page, street);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]!.products.map((p) => p.serial_number)).toEqual([CUT_REFETCH]);
});

test('a session started in the morning still opens offline two hours later', async ({ page, context }) => {
  await page.clock.install();
  await signInOwner(page);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await controlledByServiceWorker(page);
  await cachedOnDevice(page, 'Lipowa 12');

  await context.setOffline(true);
  await page.clock.fastForward('02:00:00');
  await page.reload();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await context.setOffline(false);
});

test('a renewal whose answer is lost on the way does not sign the installer out', async ({ page }) => {
  await page.clock.install();
  await signInOwner(page);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  const storedRefresh = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { refresh_token?: string }).refresh_token,
    );
  const signedInWith = await storedRefresh();

  // The server renews the session, but the answer carrying the new token never reaches the phone.
  let renewals = 0;
  let lostRefresh: string | undefined;
  await page.route('**/api/v2/installer/refresh', async (route: Route) => {
    renewals += 1;
    if (lostRefresh !== undefined) return route.continue();
    const answer = await route.fetch();
    lostRefresh = ((await answer.json()) as { refresh_token: string }).refresh_token;
    await route.abort('connectionreset');
  });
  // 55 minutes on: the hour's access token is renewed on the next call.
  await page.clock.fastForward('00:55:00');
  await page.reload();
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await expect.poll(() => lostRefresh).toBeDefined();

  // The next calls renew with the token the phone still holds, and the installer stays signed in.
  await page.reload();
  await expect.poll(storedRefresh).not.toBe(signedInWith);
  expect(renewals).toBeGreaterThanOrEqual(2);
  // The spent token got the very successor the lost answer carried, not a second line (decision 0262).
  expect(await storedRefresh()).toBe(lostRefresh);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  expect(await projectsAt(page, 'ul. Lipowa 12')).toHaveLength(1);
});

test('a week offline: what is captured on day seven arrives once', async ({ page, context }) => {
  const street = uniqueStreet('Week offline');
  await page.clock.install();
  await signInOwner(page);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await controlledByServiceWorker(page);
  await cachedOnDevice(page, 'Lipowa 12');

  await context.setOffline(true);
  await page.clock.fastForward(7 * 24 * 60 * 60_000);
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();

  await page.getByRole('link', { name: 'New project' }).click();
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-012');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  for (const serial of WEEK_OFFLINE) await addSerial(page, serial);
  await expectWaiting(page, 3);

  await context.setOffline(false);
  await expectAllSent(page, 30_000);
  const onServer = await projectsAt(page, street);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]!.products.map((p) => p.serial_number).sort()).toEqual(WEEK_OFFLINE);
});

test('work queued offline by one account is kept, not sent, when another signs in on the same phone', async ({
  page,
  context,
}) => {
  const street = uniqueStreet('Other account');
  await signInOwner(page, 'tomasz.pl@example.com');
  await page.goto('/projects');
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'New project' }).click();
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-013');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expectWaiting(page, 1);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/project')) posts.push(r.headers().authorization ?? '');
  });
  await signInOwner(page, 'owner.ro@example.com');
  await expect(
    page.getByText(
      'This device also keeps 1 change made offline by another account. It will be sent when that account signs in here again.',
    ),
  ).toBeVisible();
  await page.goto('/projects');
  await expectAllSent(page);
  expect(posts).toEqual([]);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInOwner(page, 'tomasz.pl@example.com');
  await expectAllSent(page);
  // Sent under its own account (a replay after a reload would carry the same Idempotency-Key), and once.
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(await projectsAt(page, street)).toHaveLength(1);
});
