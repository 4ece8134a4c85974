import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cachedOnDevice, controlledByServiceWorker, signInOwner } from './fixtures/offline.ts';
import { expect, test } from './fixtures/test.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const AUTUMN = 'Autumn double points on roof windows';

test('an article opens from the list, its gallery opens large and moves by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: new RegExp(AUTUMN) }).click();
  await expect(page.getByRole('heading', { level: 1, name: AUTUMN })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(AUTUMN));
  await expect(page.getByText('Applies to all roof windows and flashings')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Open picture 1 of 3' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Pictures of the article' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('group', { name: 'Picture 1 of 3' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('group', { name: 'Picture 2 of 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});

test('an article whose HTML carries a script and an onerror handler shows its text and runs neither', async ({
  page,
}) => {
  await signInOwner(page);
  await page.goto('/news');
  await page.getByRole('link', { name: /Safety check before every climb/ }).click();
  await expect(
    page.getByText('Check the harness straps, the buckles and the lanyard before every climb.'),
  ).toBeVisible();
  await expect(page.getByText('Tie the ladder at the top')).toBeVisible();
  const article = page.locator('article');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror]')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __hostileArticle?: string }).__hostileArticle)).toBeUndefined();
});

test('an article once read renders again with the network off', async ({ page, context }) => {
  await signInOwner(page);
  await page.goto('/news');
  await page.getByRole('link', { name: new RegExp(AUTUMN) }).click();
  await expect(page.getByRole('heading', { level: 1, name: AUTUMN })).toBeVisible();
  await controlledByServiceWorker(page);
  await cachedOnDevice(page, '"item"');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: AUTUMN })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByRole('link', { name: new RegExp(AUTUMN) })).toBeVisible();
  await context.setOffline(false);
});
