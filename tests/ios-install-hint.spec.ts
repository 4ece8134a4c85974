import AxeBuilder from '@axe-core/playwright';
import { signInOwner } from './fixtures/offline.ts';
import { expect, test } from './fixtures/test.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('Safari on an iPhone is shown how to add the club to the Home Screen, after the first screen, until dismissed', async ({
  page,
}, testInfo) => {
  await signInOwner(page);
  const hint = page.getByRole('region', { name: 'Add the club to your Home Screen' });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(hint).toHaveCount(0);

  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Tap Share');
  await page.screenshot({ path: testInfo.outputPath('ios-install-hint-390.png') });
  // An iPad's Safari gets it too, on a wide screen.
  await page.setViewportSize({ width: 1024, height: 1366 });
  await expect(hint).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ios-install-hint-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="ios-install-hint-title"]').analyze();
  expect(axe.violations).toEqual([]);
  const box = await hint.getByRole('button', { name: 'Got it' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await hint.getByRole('button', { name: 'Got it' }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(hint).toHaveCount(0);
});
