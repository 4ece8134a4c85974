import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { chooseCountry, next } from './fixtures/registration.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the login wizard has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await expectNoSeriousViolations(page);
});

for (const path of ['/register', '/register/decor']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
    await chooseCountry(page, path.endsWith('decor') ? 'Slovakia' : 'Croatia');
    await expectNoSeriousViolations(page);
  });
}

test('the survey has no serious accessibility violations', async ({ page }) => {
  await page.goto('/register');
  await chooseCountry(page, 'Estonia');
  await page.getByLabel('First name').fill('Mari');
  await page.getByLabel('Surname').fill('Tamm');
  await page.getByLabel('E-mail').fill('mari.a11y@example.com');
  await page.getByLabel('Phone number').fill('5123 4567');
  await next(page);
  await page.getByLabel('Company name').fill('Tamm Katused');
  await page.getByLabel('Company ID (Registrikood)').fill('12345678');
  await next(page);
  await page.getByLabel('Street').fill('Viru tänav');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('Postal code').fill('10140');
  await page.getByLabel('City').fill('Tallinn');
  await next(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await expectNoSeriousViolations(page);
});

test('the maintenance screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('/maintenance');
  await expectNoSeriousViolations(page);
});

test('a wizard step works from the keyboard alone', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('combobox', { name: 'Country', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'About you' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Ana');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The surname must have at least 2 characters.')).toBeVisible();
});
