import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseCountry, next } from './fixtures/registration.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

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

test('the login form with an error shown has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a registration step with errors shown has no serious accessibility violations', async ({ page }) => {
  await page.goto('/register');
  await chooseCountry(page, 'Croatia');
  await next(page);
  await page.getByLabel('First name').fill('A');
  await next(page);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('the signed-in shell and screens', () => {
  test('at rest, with the user menu, the More menu and the language switcher open, in light and dark', async ({
    page,
  }) => {
    // Five full axe scans of the signed-in frame: on a loaded 2-core machine each takes up to 10 s.
    test.slow();
    await signInByEmail(page, 'tomasz.pl@example.com');
    await page.goto('/projects');
    await expect(page.getByRole('row').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await expect(page.getByRole('menu', { name: /User menu/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'News' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Language:/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Magyar' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousViolations(page);
  });

  test('on a phone: the project cards and the More sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByEmail(page, 'tomasz.pl@example.com');
    await page.goto('/projects');
    await expect(page.getByRole('list', { name: 'Projects' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
    await page.waitForTimeout(400); // the sheet's slide-in
    await expectNoSeriousViolations(page);
  });

  test('a project with its confirm dialog open, its survey, the add form with errors and the 404', async ({ page }) => {
    // Six full axe scans (see above).
    test.slow();
    await signInByEmail(page, 'tomasz.pl@example.com');
    await page.goto('/projects');
    await page.getByRole('link', { name: /ul\. Lipowa 12/ }).click();
    const remove = page.getByRole('button', { name: /^Remove / }).first();
    await expect(remove).toBeVisible();
    await expectNoSeriousViolations(page);
    await remove.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(400); // the dialog's fade-in, or axe measures half-transparent text
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await page.getByRole('tab', { name: 'Survey' }).click();
    await expect(page).toHaveURL(/\/survey$/);
    await expectNoSeriousViolations(page);

    await page.goto('/projects/add');
    await page.getByLabel('Street').fill('A'.repeat(201));
    await page.getByLabel('Postal code').fill('1');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/no/such/roof');
    await expect(page.getByRole('heading', { name: 'No window on this roof.' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
