import { operator } from './fixtures/operator.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expectNoViolations } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// Both journeys switch the whole server: never side by side.
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await operator('maintenance', 'off');
});

test('maintenance sends a signed-in user to /maintenance and the app comes back by itself', async ({ page }) => {
  await page.clock.install();
  await signInByEmail(page, 'owner.ro@example.com');
  await expect(page.getByRole('heading', { name: 'Hello, Andrei!' })).toBeVisible();

  await operator('maintenance', 'on');
  // The current user is refetched every 180 s in the foreground: that call meets the 503.
  await page.clock.fastForward('03:05');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'The club is under maintenance' })).toBeVisible();

  // Still down at the next poll: the screen stays.
  await page.clock.fastForward('01:01');
  await expect(page).toHaveURL(/\/maintenance$/);

  await operator('maintenance', 'off');
  await page.clock.fastForward('01:01');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hello, Andrei!' })).toBeVisible();
});

test('a visit during maintenance lands on the maintenance screen', async ({ page }) => {
  await operator('maintenance', 'on');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill('owner.ro@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/maintenance$/);
  // Not a bare page: the club's logo, the language, and a way to try again at once.
  await expect(page.getByRole('banner').getByText('Installer Club')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByLabel('Language').selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'W klubie trwają prace serwisowe' })).toBeVisible();
  await expectNoViolations(page, 'the maintenance screen');

  // Back up: Try again leaves the screen without waiting for the next poll.
  await operator('maintenance', 'off');
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page).not.toHaveURL(/\/maintenance$/);
});
