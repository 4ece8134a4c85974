import type { Page } from '@playwright/test';
import { readLoginCode } from './fixtures/outbox.ts';
import { answerMainSurvey, next } from './fixtures/registration.ts';
import { expect, test } from './fixtures/test.ts';

async function codeStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill(email);
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await readLoginCode(page.request, email, since));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// legacy.sk@example.com completes once per (fresh) e2e database; legacy2.sk@example.com declines once.
test('a legacy Slovak owner walks every conditional login step, with Back, and is signed in', async ({ page }) => {
  await codeStep(page, 'legacy.sk@example.com');
  await expect(page.getByRole('heading', { name: 'New club terms' })).toBeVisible();
  await expect(page.getByText('Step 4 of 8')).toBeVisible();
  await page.getByRole('button', { name: 'Accept the terms' }).click();

  await expect(page.getByRole('heading', { name: 'Company registration number' })).toBeVisible();
  await next(page);
  await expect(page.getByText('The number must have at least 6 characters.')).toBeVisible();
  await page.getByLabel('Company ID (IČO)').fill('12345');
  await next(page);
  await expect(page.getByText('The number must have at least 6 characters.')).toBeVisible();
  await page.getByLabel('Company ID (IČO)').fill('27082440');
  await expect(page.getByText('The company registration number has already been taken.')).toBeVisible();
  await page.getByLabel('Company ID (IČO)').fill('36123456');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Company type' })).toBeVisible();
  await page.getByLabel('Roofing company').check();
  await expect(page.getByText('Step 6 of 8')).toBeVisible();
  await page.getByLabel('General building contractor').check();
  await expect(page.getByText('Step 6 of 10')).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
  await next(page);
  await expect(page.getByText('Accept the disclaimer.')).toBeVisible();
  await page.getByLabel('I accept the disclaimer').check();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Declaration' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('I accept the disclaimer')).toBeChecked();
  await next(page);
  await page.getByLabel('I accept the declaration').check();
  await next(page);

  await expect(page.getByRole('heading', { name: 'Marketing consent' })).toBeVisible();
  await page.getByLabel('Send me offers and news by text message').check();
  await next(page);
  await answerMainSurvey(page);
  await expect(page.getByRole('heading', { name: 'Hello, Marek!' })).toBeVisible();

  // Everything was saved: the next sign-in asks nothing more.
  await page.getByRole('button', { name: /Marek/ }).click();
  await page.getByRole('menuitem', { name: /Log out|Sign out/ }).click();
  await codeStep(page, 'legacy.sk@example.com');
  await expect(page.getByRole('heading', { name: 'Hello, Marek!' })).toBeVisible();
});

test('declining the Czech/Slovak terms warns, closes the profile and returns to /login', async ({ page }) => {
  await codeStep(page, 'legacy2.sk@example.com');
  await expect(page.getByRole('heading', { name: 'New club terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('your club profile and your points will be deleted');
  await page.getByRole('button', { name: 'Decline and delete my profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill('legacy2.sk@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toContainText('Installer not found.');
});

test('a Romanian owner signs in by phone with the +40 country code and a trunk zero', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await page.getByLabel('Country code').click();
  await page.getByRole('option', { name: /\+40 RO/ }).click();
  await page.getByLabel('Phone number').fill('abc');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Letters are not allowed.')).toBeVisible();
  await page.getByLabel('Phone number').fill('0712 000 001');
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await readLoginCode(page.request, '+40712000001', since));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Andrei!' })).toBeVisible();
});
