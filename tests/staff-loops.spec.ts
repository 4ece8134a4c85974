import type { Browser, Page } from '@playwright/test';
import { expectAllSent } from './fixtures/outbox.ts';
import { registerPolishCompany, uniqueDigits } from './fixtures/registration.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expectNoViolations, newStaffMember, signIn } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// The staff console's loops back to the installer's own app (issue 26): a project reviewed scan by scan, whose
// points and reason the installer then sees, and a support conversation answered within 5 s both ways. The
// installer and the staff member each have a browser context of their own, as on two devices.

test.describe.configure({ timeout: 180_000 });

/** A Polish roof window's basic points (server/db/seed/seed-projects-registry.ts, REGION_POINTS[2]). */
const ROOF_WINDOW_PL = 10;

/**
 * Three serials no other journey scans: RW-CHAOS-07201 to 09600 are free roof windows the server seeds for tests
 * (TEST_SERIALS) beyond the blocks tests/chaos.spec.ts plays. A closed project keeps its scans, so each run takes
 * others at random: a server reused between runs still has free ones.
 */
function freeSerials(count: number): string[] {
  const picked = new Set<string>();
  while (picked.size < count) picked.add(`RW-CHAOS-0${7201 + Math.floor(Math.random() * 2400)}`);
  return [...picked];
}

/** A browser context of its own, as every journey's (English chosen on the device, playwright.config.ts). */
async function secondDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'language', value: 'en' }] }] },
  });
  return context.newPage();
}

/** A Polish company registered just now, so its balance is this journey's alone; its owner signed in. */
async function ownCompanyOwner(page: Page): Promise<string> {
  // English spoken, so the app the journey reads is in English from its first screen.
  const { email } = await registerPolishCompany(page.request, {
    label: 'Dachy Pętla',
    owner: ['Paweł', 'Pętla'],
    languageId: 1,
  });
  await signInByEmail(page, email);
  return email;
}

/** The company's balance as the installer's Balance screen says it. */
async function balanceShown(page: Page): Promise<number> {
  await page.goto('/balance');
  const line = page.getByText(/^Your company has [\d,]+ points?\.$/);
  await expect(line).toBeVisible();
  return Number(((await line.textContent()) ?? '').replace(/\D/g, ''));
}

test('a project reviewed scan by scan: one scan rejected with a reason, closed, and the installer credited exactly', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const [kept1, rejected, kept2] = freeSerials(3) as [string, string, string];
  const street = `ul. Pętli ${Date.now().toString(36)}`;
  const address = `${street}, Kraków`;
  const reason = 'This window was installed at another address.';

  // The installer: a company of their own, its balance before, a project with three products typed in.
  const owner = await ownCompanyOwner(page);
  const before = await balanceShown(page);
  await page.goto('/projects/add');
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('31-150');
  await page.getByLabel('City').fill('Kraków');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const uuid = new URL(page.url()).pathname.split('/').pop()!;
  for (const serial of [kept1, rejected, kept2]) {
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('row', { name: new RegExp(serial) })).toContainText('Roof window', { timeout: 20_000 });
  }
  await expectAllSent(page);
  // To review, as a survey answer or a flagged scan would send it (the setup step, with the operator key).
  const toReview = await page.request.post(`/api/staff/projects/${uuid}/status`, {
    headers: { 'X-Operator-Key': 'e2e-operator-key' },
    data: { status: 'review' },
  });
  expect(toReview.status(), await toReview.text()).toBe(200);

  // Operations, on a desk of their own: the queue, the project, one scan rejected with a reason, then closed.
  const desk = await secondDevice(browser, baseURL!);
  await desk.setViewportSize({ width: 1280, height: 800 });
  await signIn(desk, await newStaffMember(desk, 'operations', 'Rita Reviews'));
  await desk.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Project reviews' }).click();
  await expect(desk.getByRole('heading', { name: 'Project reviews' })).toBeVisible();
  // Named by its address: the installer's app gives projects no other name.
  await desk.getByRole('link', { name: address, exact: true }).first().click();
  await expect(desk.getByRole('heading', { level: 1, name: address })).toBeVisible();
  await expect(desk.getByText('In review', { exact: true }).first()).toBeVisible();
  for (const serial of [kept1, rejected, kept2]) {
    const card = desk.locator('.mantine-Paper-root', { has: desk.locator('code', { hasText: serial }) });
    await expect(card).toContainText(`Points: ${ROOF_WINDOW_PL}`);
    await expect(card).toContainText('Accepted');
  }
  // What closing would credit now, beside the company and the deadline.
  await expect(desk.getByText(`Points: ${3 * ROOF_WINDOW_PL}`, { exact: true })).toBeVisible();
  await expectNoViolations(desk, 'project review');

  await desk.getByRole('button', { name: `Reject ${rejected}` }).click();
  const rejectDialog = desk.getByRole('dialog', { name: `Reject ${rejected}` });
  const confirm = rejectDialog.getByRole('button', { name: 'Reject the scan' });
  await expect(confirm).toBeDisabled();
  await expectNoViolations(desk, 'reject scan dialog');
  await rejectDialog.getByLabel('Reason').fill(reason);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(rejectDialog).toBeHidden();
  const rejectedCard = desk.locator('.mantine-Paper-root', { has: desk.locator('code', { hasText: rejected }) });
  await expect(rejectedCard).toContainText('Rejected');
  await expect(rejectedCard).toContainText(`Reason given: ${reason}`);
  await expect(desk.getByText(`Points: ${2 * ROOF_WINDOW_PL}`, { exact: true })).toBeVisible();

  await desk.getByRole('button', { name: 'Close and credit the points' }).click();
  const closeDialog = desk.getByRole('dialog', { name: 'Close and credit the points' });
  await closeDialog.getByRole('button', { name: 'Close and credit the points' }).click();
  await expect(closeDialog).toBeHidden();
  await expect(desk.getByText('Closed', { exact: true })).toBeVisible();
  await expect(desk.getByText(`Points credited: ${2 * ROOF_WINDOW_PL}`)).toBeVisible();
  await expect(desk.getByRole('button', { name: /^(Accept|Reject) / })).toHaveCount(0);
  await expect(desk.locator('code', { hasText: 'project.closed' })).toBeVisible();
  await expectNoViolations(desk, 'closed project');
  await desk.context().close();

  // The installer's app, opened on their phone: exactly the two accepted scans' points, the ledger line, the
  // reason, the notification. (The first device keeps what it read for up to 2 minutes, the app's staleTime: a new
  // notification does not refresh the balance there.)
  const phone = await secondDevice(browser, baseURL!);
  await phone.setViewportSize({ width: 1280, height: 800 });
  await signInByEmail(phone, owner);
  await expect.poll(() => balanceShown(phone)).toBe(before + 2 * ROOF_WINDOW_PL);
  const history = phone.getByRole('table', { name: 'Points history' });
  const line = history.getByRole('row').filter({ has: phone.locator(`a[href="/projects/${uuid}"]`) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Project survey');
  await expect(line).toContainText(`+${2 * ROOF_WINDOW_PL}`);
  await line.getByRole('link', { name: /^Project \d+$/ }).click();
  await expect(phone).toHaveURL(new RegExp(`/projects/${uuid}$`));
  await expect(phone.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expect(phone.getByRole('row', { name: new RegExp(rejected) })).toContainText('Rejected');
  await expect(phone.getByRole('row', { name: new RegExp(rejected) })).toContainText(`Reason: ${reason}`);
  for (const serial of [kept1, kept2])
    await expect(phone.getByRole('row', { name: new RegExp(serial) })).toContainText('Normal');

  await phone.goto('/notifications');
  const closedNote = phone
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link')
    .filter({ hasText: 'Project closed' });
  await expect(closedNote).toHaveCount(1);
  await expect(closedNote).toContainText(
    `The project at ${address} is closed; ${2 * ROOF_WINDOW_PL} points were credited.`,
  );
  await phone.context().close();
});

/** An installer who joined the Romanian demo company a moment ago: their conversations are theirs alone. */
async function newInstaller(page: Page): Promise<void> {
  const email = `loops.chat.${uniqueDigits('', 10)}@example.com`;
  const response = await page.request.post('/api/v2/company/register', {
    data: {
      invite: 'ROACOP01',
      installer: {
        name: 'Ilinca',
        surname: 'Bucla',
        email,
        phone: uniqueDigits('7', 9),
        languages_id: 1,
        options: JSON.stringify({ hasAgreedToTerms: true, consentSeen: true }),
        email_consent: false,
        phone_consent: false,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await signInByEmail(page, email);
}

test('a support answer reaches the installer’s open conversation within 5 s, and the reply the console', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = `Loop question ${Date.now().toString(36)}`;

  // The installer opens a conversation in their app and keeps it open.
  await newInstaller(page);
  await page.goto('/support/chat');
  await page.getByLabel('Subject').fill(title);
  await page.getByLabel('Your message').fill('Are my flashings worth points?');
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page).toHaveURL(/\/support\/chat\/[0-9a-f-]{36}$/);
  const conversation = page.getByRole('log', { name: 'Messages' });
  await expect(conversation).toContainText('Are my flashings worth points?');

  // Support, on a desk of their own, opens it from the inbox and answers.
  const desk = await secondDevice(browser, baseURL!);
  await desk.setViewportSize({ width: 1280, height: 800 });
  await signIn(desk, 'support@club.example');
  await desk.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Support inbox' }).click();
  await desk.getByRole('link', { name: title }).click();
  await expect(desk.getByRole('heading', { name: title })).toBeVisible();
  await expect(desk.getByText('Are my flashings worth points?')).toBeVisible();

  const answer = 'Yes: five points each in Poland, ten in Romania.';
  await desk.getByLabel('Your answer').fill(answer);
  const replied = desk.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/reply'),
  );
  await desk.getByRole('button', { name: 'Send the answer' }).click();
  expect((await replied).ok()).toBe(true);
  // From the moment the answer is stored: the installer's open page shows it, without a reload, within 5 s.
  const reply = conversation.getByRole('listitem').filter({ hasText: answer });
  await expect(reply).toBeVisible({ timeout: 5_000 });
  await expect(reply).toContainText('Club support');

  // And back: the installer answers in the app; the console's open ticket shows it within 5 s.
  const thanks = 'Thank you, that helps.';
  await page.getByRole('textbox', { name: 'Message to support' }).fill(thanks);
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/chat'),
  );
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await sent).status()).toBe(201);
  await expect(desk.getByText(thanks)).toBeVisible({ timeout: 5_000 });
  await desk.context().close();
});
