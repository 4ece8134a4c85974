import { apiAsPage } from './fixtures/api-as-page.ts';
import {
  cachedOnDevice,
  controlledByServiceWorker,
  removeProject,
  signInOwner,
  uniqueStreet,
} from './fixtures/offline.ts';
import { expectAllSent } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

// A phone, as on a roof (docs/decisions/0279).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// A reserved test serial (decision 0021) only this journey uses.
const SERIAL = 'RW-TEST-0013';

// Decision 0299: the worker precaches only the shell; the scanner's code is cached after the first signed-in paint,
// when the page is idle. The scanner is never opened online here, so it can only work offline through that warm-up.
test('after the first signed-in visit, the scanner opens and takes a serial offline', async ({ page, context }) => {
  const street = uniqueStreet('Offline scanner');
  await signInOwner(page);
  const created = await apiAsPage(page, 'POST', '/v1/project', { streetName: street, postalCode: '30-013' });
  expect(created.status).toBe(201);
  const uuid = (created.body as { uuid: string }).uuid;
  try {
    // The project's list and page, seen once online, are saved on the device (decision 0091).
    await page.goto('/projects');
    await page.getByRole('link', { name: new RegExp(street) }).click();
    await expect(page.getByRole('button', { name: 'Scan products' })).toBeVisible();
    // The page's own answer, not only the list's (which names the street too and is saved first).
    await cachedOnDevice(page, `"detail","${uuid}"`);
    await controlledByServiceWorker(page);
    // The warm-up has finished: every screen is in the worker's cache.
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', { timeout: 30_000 });
    const cachedScanner = await page.evaluate(async () => {
      const cache = await caches.open('club-lazy-files-v1');
      return (await cache.keys()).some((request) => /\/assets\/product-scanner-[^/]+\.js$/.test(request.url));
    });
    expect(cachedScanner).toBe(true);

    // On the roof: no signal. The app opens from the device, and so does the scanner, never loaded before.
    await context.setOffline(true);
    await page.goto('/projects');
    await page.getByRole('link', { name: new RegExp(street) }).click();
    await page.getByRole('button', { name: 'Scan products' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan products' });
    await expect(scanner).toBeVisible();
    await scanner.getByLabel('Serial number').fill(SERIAL);
    await scanner.getByRole('button', { name: 'Add product' }).click();
    await expect(scanner.getByRole('status')).toHaveText(
      `${SERIAL} is saved on this device and will be sent when the signal is back.`,
    );
    await expect(scanner.getByRole('list', { name: 'Scanned now' }).getByRole('listitem')).toHaveCount(1);
    await scanner.getByRole('button', { name: 'Done' }).click();

    // Back in signal, the read reaches the server.
    await context.setOffline(false);
    await expectAllSent(page);
    const scans = await apiAsPage(page, 'GET', `/v1/product?projects_id=${uuid}`);
    expect((scans.body as { data: { serial_number?: string }[] }).data).toHaveLength(1);
  } finally {
    await context.setOffline(false);
    await removeProject(page, uuid);
  }
});
