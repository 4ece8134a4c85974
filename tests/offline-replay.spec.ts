import { projectsAt, signInOwner, uniqueStreet } from './fixtures/offline.ts';
import { expectAllSent, expectWaiting, openSyncSheet, syncButton } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

test('a reply lost after the server committed is replayed without a duplicate', async ({ page }) => {
  const street = uniqueStreet('Lost reply');
  await signInOwner(page);
  let posts = 0;
  await page.route('**/api/v1/project', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    // The server commits the project, but its answer never reaches the app.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/projects/add');
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-003');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expectAllSent(page);
  expect(posts).toBeGreaterThanOrEqual(2);
  expect(await projectsAt(page, street)).toHaveLength(1);
});

test('a refused replay shows the reason and can be fixed or discarded', async ({ page, context }) => {
  const street = uniqueStreet('Refused');
  await signInOwner(page);
  await page.goto('/projects/add');
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-004');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expectAllSent(page);
  await expect(page.getByLabel('Serial number')).toBeVisible();

  await context.setOffline(true);
  for (const serial of ['RW-PL-0001', 'RW-NOPE-0001']) {
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Add product' }).click();
  }
  await expectWaiting(page, 2);
  await context.setOffline(false);

  // Refused writes live in the sync sheet, the header's icon says so (decision 0280).
  await expect(syncButton(page)).toHaveAccessibleName('Sync: 2 changes not sent', { timeout: 20_000 });
  const sheet = await openSyncSheet(page);
  const registered = sheet.getByRole('alert').filter({ hasText: 'Not sent: Product RW-PL-0001' });
  await expect(registered).toContainText('This product is already registered.');
  const unknown = sheet.getByRole('alert').filter({ hasText: 'Not sent: Product RW-NOPE-0001' });
  await expect(unknown).toContainText('Product not found.');

  await unknown.getByRole('button', { name: 'Discard' }).click();
  await expect(unknown).toHaveCount(0);
  await registered.getByLabel('Serial number to send instead').fill('RW-TEST-0004');
  await registered.getByRole('button', { name: 'Retry with this serial' }).click();
  await expect(registered).toHaveCount(0);
  await expect(page.getByRole('row', { name: /RW-TEST-0004/ })).toContainText('Roof window', { timeout: 20_000 });
  const [project] = await projectsAt(page, street);
  expect(project!.products.map((p) => p.serial_number)).toEqual(['RW-TEST-0004']);
});
