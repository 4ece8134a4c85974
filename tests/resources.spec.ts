import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInOwner } from './fixtures/offline.ts';
import { expect, test } from './fixtures/test.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test("the region's link tiles open in a new tab, and a tutorial video loads only when tapped", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  // The tile in the language of this device (English), not the region's (decision 0289 of 2026-11-27).
  const tile = page.getByRole('link', { name: 'Installation instructions (opens in a new tab)' });
  await expect(tile).toHaveAttribute('href', 'https://pl.club.example.com/instructions');
  await expect(tile).toHaveAttribute('target', '_blank');
  await expect(tile).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(6);
  await expectNoSeriousViolations(page);

  // Nothing from the video host until a tap.
  await expect(page.locator('iframe')).toHaveCount(0);
  const play = page.getByRole('button', { name: /^Play the video: / }).first();
  await play.click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
});
