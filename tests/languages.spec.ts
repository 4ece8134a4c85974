import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort } from './fixtures/chromium.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expectNoViolations } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

test('the chosen language is applied, set on <html lang> and remembered after a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();

  await page.getByLabel('Language').selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toHaveCount(0);
  const polishHeading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(polishHeading).not.toBe('Sign in to Installer Club');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(polishHeading ?? '');
});

test('the default language follows the host suffix', async () => {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--host-resolver-rules=MAP klub.example.cz 127.0.0.1'],
  });
  try {
    const page = await browser.newPage({ locale: 'en-GB' });
    await page.goto(`http://klub.example.cz:${e2ePort}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    // The selector's own label is now Czech; it is the one select on the page.
    await expect(page.getByRole('combobox')).toHaveValue('cs');
  } finally {
    await browser.close();
  }
});

test.describe('the club texts in the reader language', () => {
  // A new device: no language chosen on it, so the Polish installer's profile language applies after sign-in.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

  test('a Polish installer reads the hero slide and the ways to earn points in Polish', async ({ page }) => {
    await signInByEmail(page, 'owner.pl@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByText('Witamy w Installer Club').first()).toBeVisible();
    await expect(page.getByText('Welcome to the Installer Club')).toHaveCount(0);

    await page.goto('/rewards');
    const ways = page.getByRole('list', { name: 'Jak zdobywać punkty' });
    await expect(ways.getByText('Projekt miesiąca', { exact: true })).toBeVisible();
    await expect(ways.getByText('Poleć kolegę', { exact: true })).toBeVisible();
    await expect(ways.getByText('Ankieta', { exact: true })).toBeVisible();
    await expect(ways).toContainText('Wypełnij krótką ankietę o swojej firmie.');
    await expect(ways.getByText('Project of the month')).toHaveCount(0);
    await expect(ways.getByText('Scan a roof window')).toHaveCount(0);
    await expectNoViolations(page, 'rewards in Polish');
  });
});
