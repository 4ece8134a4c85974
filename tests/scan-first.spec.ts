import type { Page } from '@playwright/test';
import { apiAsPage } from './fixtures/api-as-page.ts';
import {
  cachedOnDevice,
  controlledByServiceWorker,
  removeProject,
  signInOwner,
  uniqueStreet,
} from './fixtures/offline.ts';
import { expectNoViolations } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// A phone, as on a roof (docs/decisions/0279).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// Reserved test serials (decision 0021) this journey registers and frees again.
const SCANNED = ['RW-TEST-0011', 'RW-TEST-0012'];

/** With SHOTS_DIR set, the states looked at are saved there as screenshots. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

async function newProject(page: Page): Promise<string> {
  const created = await apiAsPage(page, 'POST', '/v1/project', {
    streetName: uniqueStreet('Scan'),
    postalCode: '30-001',
  });
  expect(created.status).toBe(201);
  return (created.body as { uuid: string }).uuid;
}

test('shots: a closed and a new project on a phone', async ({ page }) => {
  test.skip(!process.env.SHOTS_DIR, 'screenshots only');
  await signInOwner(page);
  await page.goto('/projects?status=closed');
  await page.getByRole('link', { name: /ul\. Kwiatowa 8/ }).click();
  await expect(page.getByRole('tab', { name: 'Products', selected: true })).toBeVisible();
  await shot(page, 'scan-closed-project');
  await page.goto(`/projects/${await newProject(page)}`);
  await expect(page.getByRole('tab', { name: 'Products', selected: true })).toBeVisible();
  await shot(page, 'scan-new-project');
});

test('defect 5: a refused scan is never announced as added; it shows on its own row with the reason', async ({
  page,
}) => {
  await signInOwner(page);
  await page.goto(`/projects/${await newProject(page)}`);
  await page.getByLabel('Serial number').fill('RW-NOPE-0279');
  await page.getByRole('button', { name: 'Add product' }).click();
  const row = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: 'RW-NOPE-0279' });
  await expect(row).toContainText('Product not found.', { timeout: 15_000 });
  await expect(page.getByText('Added RW-NOPE-0279')).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'RW-NOPE-0279 was not added: Product not found.' }),
  ).toBeVisible();
  await expectNoViolations(page, 'a refused scan on its own row');
  await shot(page, 'scan-refused-row');

  // Its details offer removal: the refused scan is dropped from this device.
  await row.getByRole('button', { name: /RW-NOPE-0279/ }).click();
  await row.getByRole('button', { name: 'Remove RW-NOPE-0279' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove product' }).click();
  await expect(row).toHaveCount(0);
});

test('scanning first: the Scan action opens the full-screen scanner; reads are listed as the server adds them', async ({
  page,
}) => {
  await signInOwner(page);
  const uuid = await newProject(page);
  try {
    await page.goto(`/projects/${uuid}`);
    const scan = page.getByRole('button', { name: 'Scan products' });
    await expect(scan).toBeInViewport();
    const box = await scan.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(56);
    // Within the thumb's reach: in the lower part of the screen.
    expect(box!.y).toBeGreaterThan(844 / 2);
    await shot(page, 'scan-open-project');

    await scan.click();
    const scanner = page.getByRole('dialog', { name: 'Scan products' });
    await expect(scanner).toBeVisible();
    for (const serial of SCANNED) {
      await scanner.getByLabel('Serial number').fill(serial);
      await scanner.getByRole('button', { name: 'Add product' }).click();
      await expect(scanner.getByRole('status')).toHaveText(`Added ${serial}`, { timeout: 15_000 });
    }
    const reads = scanner.getByRole('list', { name: 'Scanned now' }).getByRole('listitem');
    await expect(reads).toHaveCount(2);
    await expect(reads.first()).toContainText(`${SCANNED[1]}Added`);
    await expectNoViolations(page, 'the full-screen scanner');
    await shot(page, 'scan-scanner');
    await scanner.getByRole('button', { name: 'Done' }).click();
    await expect(scanner).toHaveCount(0);

    const rows = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const first = rows.filter({ hasText: SCANNED[0]! });
    const rowBox = await first.getByRole('button', { name: new RegExp(SCANNED[0]!) }).boundingBox();
    expect(rowBox!.height).toBeLessThanOrEqual(80);
    await first.getByRole('button', { name: new RegExp(SCANNED[0]!) }).click();
    await expect(first.getByRole('button', { name: `Remove ${SCANNED[0]}` })).toBeVisible();
    await expectNoViolations(page, 'a scan row opened');
    await shot(page, 'scan-row-details');
    await page.setViewportSize({ width: 320, height: 700 });
    await shot(page, 'scan-rows-320');
    await scan.click();
    await expect(scanner).toBeVisible();
    await shot(page, 'scan-scanner-320');
  } finally {
    await removeProject(page, uuid);
  }
});

test('defect 12: an offline project with a queued scan is not offered for deletion', async ({ page, context }) => {
  const street = uniqueStreet('Queued scan');
  await signInOwner(page);
  await page.goto('/projects');
  await controlledByServiceWorker(page);
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await cachedOnDevice(page, 'Lipowa 12');

  await context.setOffline(true);
  await page.getByRole('link', { name: 'New project' }).click();
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-002');
  await page.getByLabel('City').fill('Kraków');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  // Never sent: the journey ends offline, so the serial is only a placeholder.
  await page.getByLabel('Serial number').fill('RW-NOPE-1279');
  await page.getByRole('button', { name: 'Add product' }).click();
  const queued = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: 'RW-NOPE-1279' });
  await expect(queued).toContainText('Waiting to sync');

  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page.getByRole('link', { name: new RegExp(street) })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete project ${street}` })).toHaveCount(0);
});
