import { cachedOnDevice, controlledByServiceWorker, signInOwner } from './fixtures/offline.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

test('the orders list shows number, points and status; a voucher order shows its code', async ({ page }) => {
  await signInOwner(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const row = page.getByRole('row', { name: /100003/ });
  await expect(row).toContainText('Approved');
  await expect(page.getByRole('row', { name: /100002/ })).toContainText('Failed');
  await expectNoSeriousViolations(page);

  await row.getByRole('link', { name: '100003' }).click();
  await expect(page.getByRole('heading', { name: 'Order 100003' })).toBeVisible();
  await expect(page.getByText('4921-0035-7781-2046')).toBeVisible();
  await expect(page.getByText('583104')).toBeVisible();
  // Copied to paste at the shop's checkout, each with a button of at least 44 px.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const copyCode = page.getByRole('button', { name: 'Copy the code' });
  expect((await copyCode.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await copyCode.click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4921-0035-7781-2046');
  await page.getByRole('button', { name: 'Copy the password' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('583104');
  await expect(page.getByText('15. 9. 2026')).toBeVisible();
  await expect(page.getByText('Your order is being processed.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('on a phone the orders are cards that open the order', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page);
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Order 100001' }).click();
  await expect(page.getByRole('heading', { name: 'Order 100001' })).toBeVisible();
  await expect(page.getByText('Completed')).toBeVisible();
});

test('the catalogue, a product page and the orders once seen render offline', async ({ page, context }) => {
  await signInOwner(page);
  await page.goto('/shop');
  await page.getByRole('link', { name: /Zestaw wkrętaków/ }).click();
  await expect(page.getByText('SKU: TOOL-SCREWDRIVERS')).toBeVisible();
  const productUrl = page.url();
  // The device's copy is saved a moment after an answer arrives; a full page load before that would lose it. The
  // product's own query, by its key: its uuid alone is in the saved shop list already.
  await cachedOnDevice(page, `"product","${productUrl.split('/').pop()}"`);
  await page.goto('/orders');
  await page.getByRole('link', { name: '100003' }).click();
  await expect(page.getByText('4921-0035-7781-2046')).toBeVisible();
  await controlledByServiceWorker(page);
  await cachedOnDevice(page, '4921-0035-7781-2046');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('4921-0035-7781-2046')).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('row', { name: /100003/ })).toBeVisible();
  await page.goto(productUrl);
  await expect(page.getByText('SKU: TOOL-SCREWDRIVERS')).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByRole('link', { name: /Kurtka softshell/ })).toBeVisible();
  await context.setOffline(false);
});
