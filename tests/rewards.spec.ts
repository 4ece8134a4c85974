import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cachedOnDevice, controlledByServiceWorker, signInOwner } from './fixtures/offline.ts';
import { expect, test } from './fixtures/test.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("an installer sees the region's video on a tap, four steps, tier progress and the ways to earn points", async ({
  page,
}) => {
  await signInOwner(page);
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page).toHaveTitle('Rewards · Installer Club');

  const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Register a project');
  await expect(steps.nth(3)).toContainText('Spend your points');

  const tiers = page.getByRole('region', { name: 'Tier progress' });
  await expect(tiers.getByRole('heading', { level: 3 })).toHaveText([
    'All products',
    'Roof windows',
    'Flashings',
    'Blinds and awnings',
  ]);
  // Roof windows: levels from 0, 10, 30 and 60 products with 0, 50, 150 and 300 bonus points (the seed).
  const roofWindows = tiers.getByRole('list', { name: 'Levels: Roof windows' }).getByRole('listitem');
  await expect(roofWindows).toHaveCount(4);
  await expect(roofWindows.nth(0)).toContainText('Level 1');
  await expect(roofWindows.nth(0)).toContainText('Reached.');
  await expect(roofWindows.nth(3)).toContainText('from 60');
  await expect(roofWindows.nth(3)).toContainText('+300 points');
  await expect(tiers.getByRole('list', { name: 'Levels: All products' }).getByRole('listitem')).toHaveCount(4);
  await expect(tiers.getByText(/more products? to reach level \d\.|Top level reached\./).first()).toBeVisible();

  const ways = page.getByRole('list', { name: 'Ways to earn points' });
  const survey = ways.getByRole('listitem').filter({ has: page.getByText('Survey', { exact: true }) });
  await expect(survey).toContainText('Answer the short survey about your company.');
  await expect(survey).toContainText('+180 points');
  await expect(ways.getByRole('listitem').filter({ hasText: 'Project of the month' })).toContainText('+200 points');
  // The closed-project behaviour is worth 0 points in the seed: not a way to earn them.
  await expect(ways.getByText('Closed project')).toHaveCount(0);
  await expect(ways.getByRole('listitem')).toHaveCount(7);

  await expectNoSeriousViolations(page);

  // Nothing from the video host until a tap.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play the video: How the Installer Club works' }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/Xq4rT7nLw2M"]')).toHaveCount(1);
});

test('a decor installer sees no tier progress', async ({ page }) => {
  await signInOwner(page, 'decor.cz@example.com');
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Ways to earn points' }).getByText('Survey', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play the video: How the Installer Club works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tier progress' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tier progress' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the rewards screen once seen renders again with the network off', async ({ page, context }) => {
  await signInOwner(page);
  await page.goto('/rewards');
  await expect(page.getByRole('list', { name: 'Levels: Roof windows' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ways to earn points' })).toBeVisible();
  await controlledByServiceWorker(page);
  await cachedOnDevice(page, '"behaviours"');
  await cachedOnDevice(page, '"tiers","history"');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Levels: Roof windows' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Ways to earn points' }).getByText('Project of the month')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play the video: How the Installer Club works' })).toBeVisible();
  await context.setOffline(false);
});
