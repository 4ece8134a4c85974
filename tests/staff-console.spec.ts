import { apiAsPage } from './fixtures/api-as-page.ts';
import { signInOwner } from './fixtures/offline.ts';
import { openProduct } from './fixtures/shop.ts';
import { expectNoViolations, newStaffMember, signIn, virtualAuthenticator } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// The staff console at /staff (issue 26, decision 0277), against the real server: the demo support agent
// (support@club.example), and an admin and an operations member each journey adds with the operator key.

test('the console is a page of its own: the installer’s shell and service worker never answer /staff', async ({
  page,
}) => {
  // The installer's app first, so its service worker controls the origin.
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

  await page.goto('/staff/members');
  await expect(page.getByRole('heading', { name: 'Sign in to the staff console' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fmembers/);
  // The installer's precache holds none of the console's files.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = (await Promise.all(names.map(async (n) => (await caches.open(n)).keys()))).flat().map((r) => r.url);
    return urls.filter((url) => /\/staff(-assets\/|\.html)/.test(url));
  });
  expect(cached).toEqual([]);
  await expectNoViolations(page, 'sign-in');
});

test('a support agent signs in, sees the dashboard, switches language and signs out', async ({ page }) => {
  await signIn(page, 'support@club.example');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/Signed in as .* \(Support\)/)).toBeVisible();
  // The sidebar offers only what the role may open: no orders, no staff members, no audit log.
  const areas = page.getByRole('navigation', { name: 'Console areas' });
  await expect(areas.getByRole('link')).toHaveText(['Dashboard', 'Support inbox', 'Companies']);
  // What waits, in all and per region: the demo's support conversation is one ticket.
  await expect(page.getByText('Tickets waiting for an answer').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By region' })).toBeVisible();
  await expectNoViolations(page, 'dashboard (support)');

  // An admin's address is refused by the server; the console says so in the reader's language.
  await page.goto('/staff/members');
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/staff');
  await page.getByLabel('Language').selectOption('pl');
  await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page.getByRole('heading', { name: 'Zaloguj się do konsoli pracowników' })).toBeVisible();
  await page.getByLabel('Język').selectOption('en');

  // Signed out: the console's addresses lead back to sign-in.
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login/);
});

test('a session the server ends returns the console to sign-in, saying why', async ({ page }) => {
  await signIn(page, 'support@club.example');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Ended on the server (signed out from another tab): the next call is refused.
  await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('staff-session') ?? '{}') as { token: string };
    await fetch('/api/staff/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  });
  await page.reload();
  await expect(page.getByText('Your session has ended. Sign in again to go on.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/login/);
});

test('an admin confirms with a passkey, invites a member, and finds it in the audit log', async ({ page }) => {
  await virtualAuthenticator(page);
  await signIn(page, await newStaffMember(page, 'admin', 'Alex Admin'));
  await expect(page.getByRole('heading', { name: 'Confirm with a passkey' })).toBeVisible();
  await expectNoViolations(page, 'passkey step');
  await page.getByRole('button', { name: 'Add a passkey and confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console areas' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Project reviews',
    'Club cards',
    'Support inbox',
    'Companies',
    'Catalogue',
    'News and tutorials',
    'Hero slides',
    'Resources',
    'Region settings',
    'Audit log',
    'Staff members',
  ]);
  await expect(page.getByRole('link', { name: 'Pending orders' })).toBeVisible();
  await expectNoViolations(page, 'dashboard (admin)');

  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Staff members' }).click();
  await expect(page.getByRole('heading', { name: 'Staff members' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'support@club.example' })).toBeVisible();
  await expectNoViolations(page, 'staff members');

  const email = `agent-${Date.now()}@club.example`;
  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await expectNoViolations(page, 'invite dialog');
  await dialog.getByLabel('Work e-mail').fill(email);
  await dialog.getByLabel('Name').fill('New Agent');
  await dialog.getByLabel('Role').selectOption('operations');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // The same address again: the server's 409, translated.
  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  await dialog.getByLabel('Work e-mail').fill(email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This e-mail address already belongs to staff.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Deactivate the new member, with a reason, in a dialog.
  await page.getByRole('button', { name: 'Actions for New Agent' }).first().click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate New Agent' });
  await expectNoViolations(page, 'deactivate dialog');
  await deactivate.getByLabel('Reason (optional)').fill('Left the team');
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(deactivate).toBeHidden();

  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Object id').fill('');
  await page.getByLabel('Action').fill('staff.deactivated');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Left the team' }).first()).toBeVisible();
  await expectNoViolations(page, 'audit log');
});

test('staff approve an installer’s order, and the installer’s own app shows it approved', async ({ page }) => {
  // The installer places a voucher order in their app.
  await signInOwner(page);
  await openProduct(page, 'Bon Allegro 100 zł', 'voucher');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Check out Vouchers' }).click();
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  const placed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v2/orders',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const { number } = (await (await placed).json()) as { number: string };
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeVisible();

  // An operations member finds it in the pending queue and approves it.
  await signIn(page, await newStaffMember(page, 'operations', 'Olga Operations'));
  await expect(page.getByRole('navigation', { name: 'Console areas' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Project reviews',
    'Club cards',
    'Companies',
  ]);
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText(/In this queue: \d+\. The oldest has waited/)).toBeVisible();
  await expectNoViolations(page, 'orders');
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Bon Allegro 100 zł')).toBeVisible();
  await expectNoViolations(page, 'order detail');

  // Rejecting needs a reason: the dialog says so before it sends.
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: `Reject: ${number}` });
  await expect(reject.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expectNoViolations(page, 'reject dialog');
  await reject.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: `Approve: ${number}` });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'order.approved' })).toBeVisible();

  // The installer's app, still signed in on this device, shows the order approved.
  await page.goto('/orders');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Approved');
  // And tells them so: the notification names the order.
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: new RegExp(`Order ${number} approved`) })).toBeVisible();
});

test('staff review a project: the queue, its page with its scans, and closing it', async ({ page }) => {
  // An installer's new project, sent to review (as a survey answer or a flagged scan would).
  await signInOwner(page);
  const name = `Review ${Date.now()}`;
  const created = await apiAsPage(page, 'POST', '/v1/project', {
    name,
    streetName: 'ul. Przeglądowa 7',
    city: 'Kraków',
    postalCode: '30-001',
  });
  expect(created.status).toBe(201);
  const { uuid } = created.body as { uuid: string };
  const toReview = await page.request.post(`/api/staff/projects/${uuid}/status`, {
    headers: { 'X-Operator-Key': 'e2e-operator-key' },
    data: { status: 'review' },
  });
  expect(toReview.status()).toBe(200);

  await signIn(page, await newStaffMember(page, 'operations', 'Otto Operations'));
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Project reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Project reviews' })).toBeVisible();
  await expect(page.getByText(/In this queue: \d+\. The oldest has waited/)).toBeVisible();
  await expectNoViolations(page, 'project reviews');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('In review', { exact: true }).first()).toBeVisible();
  await expectNoViolations(page, 'project review');

  await page.getByRole('button', { name: 'Mark lost' }).click();
  const lost = page.getByRole('dialog', { name: 'Mark lost' });
  await expect(lost.getByRole('button', { name: 'Mark lost' })).toBeDisabled();
  await expectNoViolations(page, 'mark lost dialog');
  await lost.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Close and credit the points' }).click();
  const close = page.getByRole('dialog', { name: 'Close and credit the points' });
  await close.getByRole('button', { name: 'Close and credit the points' }).click();
  await expect(close).toBeHidden();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.locator('code', { hasText: 'project.closed' })).toBeVisible();
});

test('a support agent answers a ticket from the inbox and resolves it', async ({ page }) => {
  await signInOwner(page);
  const title = `Console question ${Date.now()}`;
  const opened = await apiAsPage(page, 'POST', '/v1/support', {
    title,
    body: 'Where are my points?',
    info: { language: 'en', hostname: 'localhost', appVersion: '1', appType: 'web' },
  });
  expect(opened.status).toBe(201);

  await signIn(page, 'support@club.example');
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Support inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  await expectNoViolations(page, 'support inbox');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Where are my points?')).toBeVisible();
  await expectNoViolations(page, 'ticket');

  await page.getByLabel('Your answer').fill('They arrive when the project closes.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('They arrive when the project closes.')).toBeVisible();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
});
