import type { Browser, Page } from '@playwright/test';
import { syncNow } from './fixtures/outbox.ts';
import { registerPolishCompany, uniqueDigits } from './fixtures/registration.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expectNoViolations, newStaffMember, signIn, virtualAuthenticator } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// Companies and installers in the staff console (issue 26, decisions 0276 and 0277): search, a company's page, points,
// blocking, invitations and emulation, each checked against the server and the installer's own app. Every journey
// registers a company of its own, so its balances and users are nobody else's.

const OPERATOR = { 'X-Operator-Key': 'e2e-operator-key' }; // playwright.config.ts
const number = (n: number) => new Intl.NumberFormat('en-GB').format(n);

interface Company {
  uuid: string;
  name: string;
  email: string;
  owner: string;
  ownerUuid: string;
}

/** A Polish company registered a moment ago through the API, its owner's e-mail unverified. */
async function registerCompany(page: Page): Promise<Company> {
  const { uuid, name, email } = await registerPolishCompany(page.request, {
    label: 'Dachy Konsolowe',
    owner: ['Konrad', 'Konsolowy'],
  });
  const detail = await page.request.get(`/api/staff/companies/${uuid}`, { headers: OPERATOR });
  const users = ((await detail.json()) as { users: { uuid: string; name: string }[] }).users;
  return { uuid, name, email, owner: users[0]!.name, ownerUuid: users[0]!.uuid };
}

/** An admin of this journey's own, confirmed with a passkey on this page's authenticator. */
async function signInAdmin(page: Page, name: string) {
  await virtualAuthenticator(page);
  await signIn(page, await newStaffMember(page, 'admin', name));
  await page.getByRole('button', { name: 'Add a passkey and confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** The installer's own phone: a browser of their own, signed in by e-mail code. */
async function installerApp(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'language', value: 'en' }] }] },
  });
  const app = await context.newPage();
  await signInByEmail(app, email);
  return app;
}

/** The company's points as the installer's balance screen says them (once fresh from the server, not the saved copy). */
async function appBalance(app: Page): Promise<number> {
  // The screen asks the server unless what it holds was just read (right after signing in): then no answer comes.
  const answer = app.waitForResponse(
    (r) => /\/v1\/company\/points\//.test(new URL(r.url()).pathname) && r.status() === 200,
    { timeout: 10_000 },
  );
  await app.goto('/balance');
  await answer.catch(() => undefined);
  const line = app.getByText(/^Your company has [\d,]+ points?\.$/);
  await expect(line).toBeVisible();
  return Number(((await line.textContent()) ?? '').replace(/\D/g, ''));
}

async function consoleBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('company-balance').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

const userActions = (page: Page, name: string) => page.getByRole('button', { name: `Actions for ${name}` });

test('an admin finds a company by a user’s e-mail and credits a promotion: the installer’s history shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await registerCompany(page);
  const app = await installerApp(browser, baseURL, company.email);
  const before = await appBalance(app);

  await signInAdmin(page, 'Petra Points');
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect(page.getByText('Search for a company to see its users')).toBeVisible();
  await expectNoViolations(page, 'company search (empty)');

  // Too short: the server's message, and the field keeps what was typed.
  const field = page.getByLabel('Find a company');
  await field.fill('x');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Search for at least 2 characters.');
  await expect(field).toHaveValue('x');
  await expect(page).toHaveURL(/\/staff\/companies\?q=x$/);
  await expectNoViolations(page, 'company search (refused)');

  await field.fill(company.email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Companies found' });
  const hit = results.getByRole('row', { name: new RegExp(company.name) });
  await expect(hit).toContainText('A user’s e-mail');
  await expect(page.getByRole('status').filter({ hasText: 'Companies found: 1' })).toBeVisible();
  await expectNoViolations(page, 'company search (results)');

  // Nothing found says so.
  await field.fill('no such company anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No company matches “no such company anywhere”.', { exact: false })).toBeVisible();
  await page.goBack();
  await expect(field).toHaveValue(company.email.toUpperCase());

  await hit.getByRole('link', { name: company.name }).click();
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(company.email) }),
  ).toContainText('Owner');
  await expect(page.getByText('No club card.')).toBeVisible();
  await expectNoViolations(page, 'company page');
  const staffBefore = await consoleBalance(page);

  const points = 250;
  const reason = `Spring promotion ${uniqueDigits('', 6)}`;
  await page.getByRole('button', { name: 'Credit points' }).click();
  const credit = page.getByRole('dialog', { name: `Credit points to ${company.name}` });
  await expect(credit.getByRole('button', { name: 'Credit the points' })).toBeDisabled();
  await expectNoViolations(page, 'credit dialog');
  await credit.getByLabel('Points').fill(String(points));
  await credit.getByLabel('Reason').fill(reason);
  await credit.getByRole('button', { name: 'Credit the points' }).click();
  await expect(credit).toBeHidden();

  const line = page.getByRole('table', { name: 'Ledger' }).getByRole('row', { name: new RegExp(reason) });
  await expect(line.getByRole('cell')).toHaveText([
    /.+/,
    reason,
    'Earned',
    `+${number(points)}`,
    number(staffBefore + points),
  ]);
  await expect(page.getByTestId('company-balance')).toHaveText(`${number(staffBefore + points)} points`);

  // Back returns to the search that found it.
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/companies\?q=/);
  await expect(field).toHaveValue(company.email.toUpperCase());
  await expect(hit).toBeVisible();

  // The installer's own app: the line under the admin's reason, and exactly that much more.
  // The app shows its saved copy for a while; the installer's Sync now asks the server for what is on screen.
  await app.goto('/balance');
  await syncNow(app);
  await expect(app.getByText(/^Your company has [\d,]+ points?\.$/)).toHaveText(
    `Your company has ${number(before + points)} points.`,
  );
  await expect(
    app.getByRole('table', { name: 'Points history' }).getByRole('row', { name: new RegExp(reason) }),
  ).toContainText(`+${number(points)}`);
  await app.context().close();
});

test('a debit below zero is refused with the server’s message in the dialog, and nothing is lost', async ({ page }) => {
  const company = await registerCompany(page);
  await signInAdmin(page, 'Dora Debit');
  await page.goto(`/staff/companies/${company.uuid}`);
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  const balance = await consoleBalance(page);
  const lines = await page.getByRole('table', { name: 'Ledger' }).getByRole('row').count();

  const reason = `Too much ${uniqueDigits('', 6)}`;
  const take = balance + 1000;
  await page.getByRole('button', { name: 'Debit points' }).click();
  const debit = page.getByRole('dialog', { name: `Debit points from ${company.name}` });
  await debit.getByLabel('Points').fill(String(take));
  await debit.getByLabel('Reason').fill(reason);
  await debit.getByRole('button', { name: 'Debit the points' }).click();
  await expect(debit.getByRole('alert')).toHaveText(`The company has only ${balance} points: it cannot lose ${take}.`);
  // What was typed stays, to correct it.
  await expect(debit.getByLabel('Points')).toHaveValue(String(take));
  await expect(debit.getByLabel('Reason')).toHaveValue(reason);
  await expectNoViolations(page, 'debit dialog (refused)');
  await debit.getByRole('button', { name: 'Cancel' }).click();
  await expect(debit).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('company-balance')).toHaveText(`${number(balance)} points`);
  await expect(page.getByRole('table', { name: 'Ledger' }).getByRole('row')).toHaveCount(lines);
  await expect(page.getByText(reason)).toHaveCount(0);
  const server = await page.request.get(`/api/staff/companies/${company.uuid}`, { headers: OPERATOR });
  expect(((await server.json()) as { points: { balance: number } }).points.balance).toBe(balance);
});

test('an admin emulates an installer in a new tab with the banner, ends it from the console, and the audit log has both', async ({
  page,
  context,
}) => {
  const company = await registerCompany(page);
  const admin = `Emil Emulator ${uniqueDigits('', 4)}`;
  await signInAdmin(page, admin);
  await page.goto(`/staff/companies/${company.uuid}`);
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();

  await userActions(page, company.owner).click();
  await page.getByRole('menuitem', { name: 'Emulate' }).click();
  const start = page.getByRole('dialog', { name: `Emulate ${company.owner}` });
  await expectNoViolations(page, 'emulate dialog');
  await start.getByLabel('Reason').fill('The owner cannot find the club card screen');
  const opened = context.waitForEvent('page');
  await start.getByRole('button', { name: 'Start the emulation' }).click();
  const first = await opened;
  const banner = `Emulated session: ${admin} is using the club as this user.`;
  // The app's first load in a new tab (a cold cache) takes a while on a busy machine.
  await expect(first.getByText(banner)).toBeVisible({ timeout: 30_000 });
  // No token travels in the address: the console hands the session over through the origin's storage.
  expect(new URL(first.url()).search).toBe('');
  await expect(page.getByText(`Emulating ${company.owner}`)).toBeVisible();
  await expectNoViolations(page, 'company page (emulating)');

  // The tab closed by mistake: the console opens the app as them again.
  await first.close();
  const reopened = context.waitForEvent('page');
  await page.getByRole('button', { name: `Open the app as ${company.owner} again` }).click();
  const emulated = await reopened;
  await expect(emulated.getByText(banner)).toBeVisible({ timeout: 30_000 });

  // Ended from the console: the emulated tab's next call finds its session gone.
  await page.getByRole('button', { name: 'End the emulation' }).click();
  const end = page.getByRole('dialog', { name: `End the emulation of ${company.owner}` });
  await expectNoViolations(page, 'end emulation dialog');
  await end.getByRole('button', { name: 'End the emulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Emulations of ${company.owner} ended: 1.` })).toBeVisible();
  // Its next call (a screen it has not loaded yet) is refused, and the app signs out.
  await emulated.getByRole('link', { name: 'Balance' }).first().click();
  await expect(emulated).toHaveURL(/\/login/);
  await expect(emulated.getByText(/Emulated session/)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Object id').fill(company.ownerUuid);
  await page.getByRole('button', { name: 'Show' }).click();
  const log = page.getByRole('table');
  await expect(log.getByRole('row', { name: /emulation\.ended/ })).toContainText(admin);
  await expect(log.getByRole('row', { name: /emulation\.started/ })).toContainText(
    'The owner cannot find the club card screen',
  );
});

test('blocking an installer signs their app out; unblocked, they sign in again; the invitation goes again', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = await registerCompany(page);
  const app = await installerApp(browser, baseURL, company.email);
  await signInAdmin(page, 'Bruno Block');
  await page.goto(`/staff/companies/${company.uuid}`);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(company.email) });
  await expect(row).toContainText('Active');

  await userActions(page, company.owner).click();
  await expectNoViolations(page, 'user actions menu');
  await page.getByRole('menuitem', { name: 'Resend the invitation' }).click();
  const invite = page.getByRole('dialog', { name: `Resend the invitation to ${company.owner}` });
  await expectNoViolations(page, 'invitation dialog');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The invitation to ${company.owner} is on its way.` }),
  ).toBeVisible();

  await userActions(page, company.owner).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const block = page.getByRole('dialog', { name: `Block ${company.owner}` });
  await expect(block.getByRole('button', { name: 'Block' })).toBeDisabled();
  await expectNoViolations(page, 'block dialog');
  await block.getByLabel('Reason').fill('Scans from a stolen pallet');
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(block).toBeHidden();
  await expect(row).toContainText('Blocked');

  // The installer's app: the next call is refused, and the app signs out.
  await app.getByRole('link', { name: 'Balance' }).first().click();
  await expect(app).toHaveURL(/\/login/);
  const server = await page.request.get(`/api/staff/companies/${company.uuid}`, { headers: OPERATOR });
  expect(((await server.json()) as { users: { active: boolean }[] }).users[0]!.active).toBe(false);

  await userActions(page, company.owner).click();
  await page.getByRole('menuitem', { name: 'Unblock' }).click();
  const unblock = page.getByRole('dialog', { name: `Unblock ${company.owner}` });
  await expectNoViolations(page, 'unblock dialog');
  await unblock.getByRole('button', { name: 'Unblock' }).click();
  await expect(unblock).toBeHidden();
  await expect(row).toContainText('Active');
  await signInByEmail(app, company.email);
  await expect(app).toHaveURL('/');
  await app.context().close();
});
