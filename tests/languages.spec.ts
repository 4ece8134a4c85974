import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort } from './fixtures/chromium.ts';
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
