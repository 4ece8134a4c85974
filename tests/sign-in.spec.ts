import { readLoginCode } from './fixtures/outbox.ts';
import { type OwnServer, phoneOn, startOwnServer } from './fixtures/own-server.ts';
import { sendAndEnterCode, signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

test('an owner signs in by e-mail code and sees their name and company points on home', async ({ page }) => {
  await signInByEmail(page, 'owner.pl@example.com');
  await expect(page.getByRole('heading', { name: 'Hello, Piotr!' })).toBeVisible();
  const points = page.getByRole('region', { name: 'Company points' });
  // Parallel journeys spend the company's points: the balance, not a fixed figure.
  await expect(points.getByText(/^\d[\d,]*$/)).toBeVisible();
});

test('an owner signs in by phone with a country code', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await page.getByLabel('Country code').click();
  await page.getByRole('option', { name: /\+48 PL/ }).click();
  // owner.pl signs in by e-mail in parallel journeys too: the code is the one sent for this attempt.
  await sendAndEnterCode(page, '+48500000001', () => page.getByLabel('Phone number').fill('500 000 001'));
  await expect(page.getByRole('heading', { name: 'Hello, Piotr!' })).toBeVisible();
});

test('a wrong code shows the invalid-code message and returns to the id step', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill('member.pl@example.com');
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readLoginCode(page.request, 'member.pl@example.com', since);
  const wrong = code === '00000' ? '11111' : '00000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is invalid. Please request a new one.');
  await expect(page.getByLabel('E-mail')).toHaveValue('member.pl@example.com');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
});

test('an unknown account is told so, and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toContainText('Installer not found.');
  await expect(page.getByLabel('E-mail')).toHaveValue('nobody@example.com');
});

test('a signed-out visit to home goes to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toBeVisible();
});

test('an unknown route shows the 404 text with a way home', async ({ page }) => {
  await page.goto('/no/such/roof');
  await expect(page.getByText('No window on this roof.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
});

test.describe('codes refused for now (decision 0262)', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer;
  test.beforeAll(async () => {
    // A server of its own that sends one code per hour to a client, so the refusal comes at the second request.
    server = await startOwnServer(undefined, { LOGIN_CODE_HOURLY_LIMIT: '1' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a second code within the hour is refused, saying how long to wait, and what was typed is kept', async ({
    browser,
  }, testInfo) => {
    const context = await phoneOn(browser, server);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with e-mail' }).click();
    await page.getByLabel('E-mail').fill('member.pl@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(/^Too many codes requested\. You can ask for a new one in about (59|60) minutes\.$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('member.pl@example.com');
    await expect(page.getByRole('heading', { name: 'Sign in with e-mail' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('login-429-390x844.png') });
    await context.close();
  });
});
