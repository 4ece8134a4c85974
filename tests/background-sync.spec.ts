import type { BrowserContext, Page } from '@playwright/test';
import { controlledByServiceWorker, signInOwner, uniqueStreet } from './fixtures/offline.ts';
import { expectAllSent, expectWaiting } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

// Reserved test serial (decision 0021) no other journey uses: a flat roof window.
const SERIAL = 'RW-TEST-0020';

/** What the device stored under a key of IndexedDB's keyval store whose name starts with `prefix`, as text. */
const storedUnder = (page: Page, prefix: string) =>
  page.evaluate(
    (p) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval');
          const all = store.getAllKeys();
          all.onsuccess = () => {
            const key = all.result.find((k) => String(k).startsWith(p));
            if (key === undefined) return resolve('');
            const get = store.get(key);
            get.onsuccess = () => resolve(JSON.stringify(get.result ?? ''));
          };
        };
      }),
    prefix,
  );

/**
 * Fires the service worker's Background Sync as the browser does when the signal returns, through the DevTools
 * protocol (ServiceWorker.dispatchSyncEvent), on a session of a blank page: no window of the app is open then.
 */
async function fireBackgroundSync(context: BrowserContext, origin: string): Promise<void> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`), { message: 'the app’s worker registration' }).toBeTruthy();
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registrations.get(`${origin}/`)!,
    tag: 'outbox',
    lastChance: false,
  });
  await cdp.detach();
  await blank.close();
}

test('a scan queued offline is sent by the service worker with the app closed, once', async ({ page, context }) => {
  const street = uniqueStreet('Background sync');
  await signInOwner(page);
  await page.goto('/projects/add');
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-029');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expectAllSent(page);
  await controlledByServiceWorker(page);
  const projectUrl = page.url();
  const projectUuid = projectUrl.split('/').at(-1)!;
  const origin = new URL(projectUrl).origin;
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { token: string }).token,
  );

  await context.setOffline(true);
  await page.getByLabel('Serial number').fill(SERIAL);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('row', { name: new RegExp(SERIAL) })).toContainText('Waiting to sync');
  await expectWaiting(page, 1);
  // The queue is on the device, where the worker reads it, with the session it sends with.
  await expect.poll(() => storedUnder(page, 'installer-club-outbox-v1:')).toContain(SERIAL);
  expect(await storedUnder(page, 'installer-club-session-v1')).toContain(token);

  // The app is closed: no window of it is left, the browser (the context) runs on.
  for (const open of context.pages()) await open.close();
  await context.setOffline(false);
  await fireBackgroundSync(context, origin);

  const serialsOnServer = async () => {
    const answer = await context.request.get(`/api/v1/project/${projectUuid}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const project = (await answer.json()) as { products: { serial_number: string }[] };
    return project.products.map((p) => p.serial_number);
  };
  await expect.poll(serialsOnServer, { message: 'the scan on the server', timeout: 20_000 }).toContain(SERIAL);
  expect((await serialsOnServer()).filter((s) => s === SERIAL)).toHaveLength(1);

  // Opened later, the app shows the scan as sent, from the server, and nothing waits.
  const later = await context.newPage();
  const posts: string[] = [];
  later.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v2/scans')) posts.push(r.url());
  });
  await later.goto(projectUrl);
  const row = later.getByRole('row', { name: new RegExp(SERIAL) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).not.toContainText('Waiting to sync');
  await expectAllSent(later);
  expect(posts).toEqual([]);
  expect((await serialsOnServer()).filter((s) => s === SERIAL)).toHaveLength(1);
});
