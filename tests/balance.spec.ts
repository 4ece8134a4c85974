import type { Page } from '@playwright/test';
import { signInOwner } from './fixtures/offline.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

// The Polish company's own time zone: the chart's months are the device's.
test.use({ timezoneId: 'Europe/Warsaw' });

/** The balance's chart as a screen reader finds it: a figure named by its title. */
const chartOf = (page: Page) => page.getByRole('figure', { name: 'Points in the last 12 months' });

test('the balance shows the 12 months as a chart with a text alternative, the newest moves, and is short on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page);
  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();

  // The chart sits above the list on a phone, with its totals and the balance then and now in words.
  const chart = chartOf(page);
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg.points-chart-svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(chart).toContainText(/Earned [\d,]+/);
  await expect(chart).toContainText(/Spent [\d,]+/);
  await expect(chart).toContainText(/Expired [\d,]+/);
  await expect(chart).toContainText(/Balance on 1\.\u00a0\d{1,2}\.\u00a0\d{4}: [\d,]+\. Today: [\d,]+\./);
  // The months as a table: read by a screen reader, shown on screen on request.
  const table = chart.getByRole('table', { name: 'Points in the last 12 months' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const now = new Date();
  const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' }).format(now);
  await expect(table.getByRole('rowheader').last()).toHaveText(thisMonth);
  // The seed's points that expired on 1 January 2026 (300 and 150), while that month is among the twelve.
  if (new Date(2026, 0, 1) >= new Date(now.getFullYear(), now.getMonth() - 11, 1)) {
    await expect(table.getByRole('row', { name: /^Jan 2026/ })).toContainText('450');
  }
  const numbers = chart.getByRole('button', { name: 'Show the numbers' });
  await expect(numbers).toHaveAttribute('aria-expanded', 'false');
  await numbers.click();
  await expect(chart.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
  expect((await table.boundingBox())?.height ?? 0).toBeGreaterThan(200);
  const chartBox = await chart.boundingBox();
  const listBox = await page.getByRole('list', { name: 'Points history' }).boundingBox();
  expect(chartBox!.y + chartBox!.height).toBeLessThanOrEqual(listBox!.y);
  await expectNoSeriousViolations(page);
  await chart.getByRole('button', { name: 'Hide the numbers' }).click();

  // The newest five moves, the rest of the page one tap away; the focus goes to the first row it brings.
  const rows = page.getByRole('list', { name: 'Points history' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  const more = page.getByRole('button', { name: /^Show \d+ more$/ });
  await more.click();
  await expect.poll(() => rows.count()).toBeGreaterThan(5);
  await expect(rows.nth(5)).toBeFocused();
  await expect(page.getByRole('list', { name: 'Points history' }).getByText('Welcome points')).toBeVisible();

  // The forecast and the other tier categories are folded under their gist.
  const forecast = page.getByRole('region', { name: 'Points forecast' });
  await expect(forecast.getByText(/points? expires? on 1\.\u00a01\.\u00a0\d{4}\./)).toBeVisible();
  await expect(forecast.getByText('Spendable now')).toBeHidden();
  await forecast.getByRole('button', { name: 'Show details' }).click();
  await expect(forecast.getByText('Spendable now')).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Tier progress' });
  await expect(tiers.getByRole('heading', { level: 3, name: 'All products' })).toBeVisible();
  await expect(tiers.getByRole('heading', { level: 3, name: 'Roof windows' })).toBeHidden();
  await tiers.getByRole('button', { name: 'Show details' }).click();
  await expect(tiers.getByRole('heading', { level: 3, name: 'Roof windows' })).toBeVisible();
});

test('on a phone in Polish the balance is at most about three screens tall (5,134 px before)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pl-PL',
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'language', value: 'en' }] }] },
  });
  const page = await context.newPage();
  await signInOwner(page);
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Punkty w ostatnich 12 miesiącach' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Historia punktów' }).getByRole('listitem')).toHaveCount(5);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push({ type: 'balance height at 390x844, Polish owner', description: `${height} px` });
  expect(height).toBeLessThanOrEqual(3.2 * 844);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test('on a wide screen the chart stands beside the history table; no bar moves under reduced motion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInOwner(page);
  await page.goto('/balance');
  const chart = chartOf(page);
  const table = page.getByRole('table', { name: 'Points history' });
  await expect(chart).toBeVisible();
  await expect(table).toBeVisible();
  const chartBox = (await chart.boundingBox())!;
  const tableBox = (await table.boundingBox())!;
  expect(chartBox.x).toBeGreaterThanOrEqual(tableBox.x + tableBox.width);
  expect(chartBox.y).toBeLessThan(tableBox.y + tableBox.height);
  const bar = chart.locator('rect.points-bar').first();
  await expect(bar).toBeAttached();
  expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('points-bar-grow');
  await expectNoSeriousViolations(page);
});
