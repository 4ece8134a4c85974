import {
  cachedOnDevice,
  controlledByServiceWorker,
  projectsAt,
  signInOwner,
  uniqueStreet,
} from './fixtures/offline.ts';
import { expectAllSent, expectWaiting } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

// Reserved test serials (decision 0021) of this journey; other journeys use others.
const SERIALS = ['RW-TEST-0001', 'RW-TEST-0002', 'RW-TEST-0003'];

test('a job captured without signal, reloaded offline, reaches the server exactly once', async ({ page, context }) => {
  const street = uniqueStreet('Offline');
  await signInOwner(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(page.getByRole('table')).toBeVisible();
  await cachedOnDevice(page, 'Lipowa 12');

  await context.setOffline(true);
  await expect(
    page.getByText('You are offline. Your work is saved and will be sent when the signal is back.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'New project' }).click();
  const create = page.getByRole('button', { name: 'Create project' });
  await page.getByLabel('Street').fill(street);
  await expect(create).toBeDisabled();
  await page.getByLabel('Postal code').fill('30-002');
  await page.getByLabel('City').fill('Kraków');
  await create.click();

  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  for (const serial of SERIALS) {
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('row', { name: new RegExp(serial) })).toContainText('Waiting to sync');
  }
  await page.getByRole('button', { name: `Remove ${SERIALS[1]}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove product' }).click();
  await expect(page.getByRole('row', { name: new RegExp(SERIALS[1]!) })).toHaveCount(0);
  await expectWaiting(page, 3);

  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expectWaiting(page, 3);
  await expect(page.getByRole('row', { name: new RegExp(SERIALS[0]!) })).toContainText('Waiting to sync');
  await expect(page.getByRole('row', { name: new RegExp(SERIALS[2]!) })).toContainText('Waiting to sync');

  await context.setOffline(false);
  await expectAllSent(page);
  // The server's product type in the language the app speaks (English on this device; decision 0287).
  await expect(page.getByRole('row', { name: new RegExp(SERIALS[0]!) })).toContainText('Roof window');

  const onServer = await projectsAt(page, street);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]!.products.map((p) => p.serial_number).sort()).toEqual([SERIALS[0], SERIALS[2]]);
});

test('the service worker installs and the app reloads offline with the cached projects', async ({ page, context }) => {
  await signInOwner(page);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await cachedOnDevice(page, 'Lipowa 12');
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText('You are offline. Your work is saved and will be sent when the signal is back.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await context.setOffline(false);
});
