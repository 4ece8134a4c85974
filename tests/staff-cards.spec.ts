import { readFile, rm } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2ePort } from './fixtures/chromium.ts';
import { signInOwner } from './fixtures/offline.ts';
import { readLoginCode } from './fixtures/outbox.ts';
import { registerPolishCompany, uniqueDigits } from './fixtures/registration.ts';
import { companyPoints } from './fixtures/shop.ts';
import { expectNoViolations, newStaffMember, signIn } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// The club card desk of the staff console (issue 26): an operations member activates a card, settles a top-up and
// blocks a card, and the installer's app and the server show each. The companies are this journey's own, so their
// cards and balances are exact while other journeys run.

const OPERATOR = { 'X-Operator-Key': 'e2e-operator-key' }; // playwright.config.ts

interface OwnCompany {
  name: string;
  uuid: string;
  email: string;
  csn: string;
  token: string;
}

/** An API session of the owner, as the app's login wizard makes one: the code from the development outbox. */
async function ownerToken(request: APIRequestContext, email: string): Promise<string> {
  const since = new Date();
  const login = await request.post('/api/v2/installer/login', { data: { email } });
  expect(login.status(), await login.text()).toBe(200);
  const { user_id, attempt } = (await login.json()) as { user_id: string; attempt: string };
  const code = await readLoginCode(request, email, since);
  const verify = await request.post('/api/v2/installer/login/verify', { data: { userId: user_id, code, attempt } });
  expect(verify.status(), await verify.text()).toBe(200);
  return ((await verify.json()) as { token: string }).token;
}

/**
 * A Polish company registered just now whose owner has verified the e-mail (so its welcome and survey points can be
 * spent), with the owner's API session.
 */
async function ownCompany(request: APIRequestContext, label: string): Promise<Omit<OwnCompany, 'csn'>> {
  const { name, uuid, email } = await registerPolishCompany(request, { label, owner: ['Karolina', 'Kartowa'] });
  const token = await ownerToken(request, email);
  const auth = { Authorization: `Bearer ${token}` };
  // The e-mail verified: the sign-up points are no longer held (decision 0264).
  const since = new Date();
  expect((await request.post('/api/v2/company/verification', { headers: auth })).status()).toBe(200);
  const code = await readLoginCode(request, email, since);
  expect((await request.patch('/api/v2/company/verification', { headers: auth, data: { code } })).status()).toBe(200);
  return { name, uuid, email, token };
}

/** A company of the journey's own that has linked a club card: the card waits for the issuer's activation. */
async function companyWithLinkedCard(request: APIRequestContext, label: string): Promise<OwnCompany> {
  const company = await ownCompany(request, label);
  const auth = { Authorization: `Bearer ${company.token}` };
  // The card linked by its serial number, as the owner does on the club card page.
  const self = (await (await request.get('/api/v1/company/user/self', { headers: auth })).json()) as {
    company: { id: number };
  };
  const csn = uniqueDigits('5', 10);
  const linked = await request.patch(`/api/v1/edenred/card/verify/${self.company.id}`, {
    headers: auth,
    data: { card_serial_number: csn },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  return { ...company, csn };
}

/** The company's card as the server answers it to its owner. */
async function cardOf(request: APIRequestContext, company: OwnCompany) {
  const auth = { Authorization: `Bearer ${company.token}` };
  const self = (await (await request.get('/api/v1/company/user/self', { headers: auth })).json()) as {
    company: { id: number };
  };
  const answer = await request.get(`/api/v1/edenred/card/account/${self.company.id}`, { headers: auth });
  return ((await answer.json()) as { currentCard: { status: string; csn: string } | null }).currentCard;
}

const desk = (page: Page, name: string) => page.getByRole('region', { name });

test('operations activate a card, settle its top-up and block another with a reason; the installer sees each', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [mine, lost, stale] = await Promise.all([
    companyWithLinkedCard(page.request, 'Dachy Aktywne'),
    companyWithLinkedCard(page.request, 'Dachy Zgubione'),
    companyWithLinkedCard(page.request, 'Dachy Spóźnione'),
  ]);

  // The owner's app: the card is linked and not activated yet.
  // In a browser of its own (the console's page keeps the staff session).
  const baseURL = test.info().project.use.baseURL!;
  const installer = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'language', value: 'en' }] }] },
  });
  const app = await installer.newPage();
  await signInOwner(app, mine.email);
  await app.goto('/club-card');
  await expect(app.getByText('Not activated yet', { exact: true })).toBeVisible();

  // An operations member opens Club cards from the sidebar.
  await signIn(page, await newStaffMember(page, 'operations', 'Olga Operations'));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const areas = page.getByRole('navigation', { name: 'Console areas' });
  await areas.getByRole('link', { name: 'Club cards' }).click();
  await expect(page).toHaveURL(/\/staff\/cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Club cards' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Club cards' })).toHaveAttribute('aria-current', 'page');
  const toActivate = desk(page, 'Cards waiting for activation');
  const row = (company: OwnCompany) => toActivate.getByRole('row').filter({ hasText: company.name });
  await expect(row(mine)).toContainText(`${mine.csn.slice(0, 4)} ${mine.csn.slice(4, 8)} ${mine.csn.slice(8)}`);
  await expect(row(mine)).toContainText(/\d+ hr/);
  await expect(row(lost)).toBeVisible();
  await expectNoViolations(page, 'club cards');

  // Blocking needs a reason: the dialog's confirmation stays disabled until one is written; cancelled here.
  await page.getByRole('button', { name: `Block the card of ${mine.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block the card of ${mine.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Block the card' })).toBeDisabled();
  await expectNoViolations(page, 'club cards: block dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Activated: the row leaves the desk, the server and the owner's app say the card is active.
  await page.getByRole('button', { name: `Activate the card of ${mine.name}` }).click();
  await expect(toActivate.getByRole('status')).toHaveText(
    `The card of ${mine.name} ending in ${mine.csn.slice(-4)} is active now.`,
  );
  await expect(row(mine)).toHaveCount(0);
  expect((await cardOf(page.request, mine))?.status).toBe('ACTIVE');
  await app.reload();
  await expect(app.getByText('Active', { exact: true })).toBeVisible();
  await expect(app.getByRole('heading', { name: 'Top up the card' })).toBeVisible();

  // Another staff member (here: the operator key) activated a card meanwhile: this desk's activation is refused,
  // said in words, and the desk shows what is left.
  const elsewhere = await page.request.post(`/api/staff/cards/${stale.uuid}/activate`, { headers: OPERATOR });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.getByRole('button', { name: `Activate the card of ${stale.name}` }).click();
  await expect(toActivate.getByRole('alert')).toHaveText('This company has no card waiting for activation any more.');
  await expect(row(stale)).toHaveCount(0);
  await expectNoViolations(page, 'club cards: a refused activation');

  // The owner tops the card up: the points leave at once, and the top-up waits for the issuer.
  const before = await companyPoints(app);
  expect(before).toBeGreaterThanOrEqual(25);
  await app.getByRole('radio', { name: /^25 points/ }).check();
  await app.getByRole('checkbox', { name: /I accept the top-up terms/ }).check();
  await app.getByRole('button', { name: 'Top up' }).click();
  const history = app.getByRole('region', { name: 'Top-up history' }).getByRole('article');
  await expect(history.first()).toContainText('25 points');
  await expect(history.first()).toContainText('Pending');
  expect(await companyPoints(app)).toBe(before - 25);

  // The dashboard counts it and leads to the desk, where it waits with its value.
  await areas.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Club card top-ups to settle' }).click();
  await expect(page).toHaveURL(/\/staff\/cards$/);
  const topUps = desk(page, 'Top-ups to settle');
  const waiting = topUps.getByRole('row').filter({ hasText: mine.name });
  await expect(waiting).toContainText('25');
  await expect(waiting).toContainText('PLN 50.00');

  // Settled with the issuer: the console shows the server's counts, and the top-up leaves the desk.
  const settled = page.waitForResponse(
    (r) => r.url().endsWith('/api/staff/cards/top-ups/settle') && r.request().method() === 'POST',
  );
  await topUps.getByRole('button', { name: /^Settle every top-up \(\d+\)$/ }).click();
  const counts = (await (await settled).json()) as { succeeded: number; refused: number; rejected: number };
  const total = counts.succeeded + counts.refused + counts.rejected;
  const result = topUps.getByRole('status');
  if (total > 0) {
    await expect(result).toContainText(`Top-ups settled: ${total}`);
    await expect(result).toContainText(`Succeeded: ${counts.succeeded}`);
    await expect(result).toContainText(`Refused by the issuer: ${counts.refused}`);
    await expect(result).toContainText(`Rejected over the load limit: ${counts.rejected}`);
  } else {
    // Another journey's settlement took every waiting top-up first.
    await expect(result).toContainText('Nothing was settled');
  }
  await expect(waiting).toHaveCount(0);
  const left = (await (await page.request.get('/api/staff/cards', { headers: OPERATOR })).json()) as {
    top_ups: unknown[];
  };
  if (left.top_ups.length === 0) await expect(topUps.getByText('No top-up waits to be settled.')).toBeVisible();
  await expectNoViolations(page, 'club cards: top-ups settled');

  // The owner's app: the top-up succeeded, the points stay spent, the points history says where they went.
  await app.reload();
  await expect(history.first()).toContainText('25 points');
  await expect(history.first()).toContainText('Succeeded');
  expect(await companyPoints(app)).toBe(before - 25);
  await app.goto('/balance');
  await expect(app.getByRole('list', { name: 'Points history' }).getByText('Club card top-up').first()).toBeVisible();

  // Blocking with a reason: the confirmation waits for the reason, then the card is blocked on the server.
  await page.getByRole('button', { name: `Block the card of ${lost.name}` }).click();
  const block = page.getByRole('dialog', { name: `Block the card of ${lost.name}` });
  const confirm = block.getByRole('button', { name: 'Block the card' });
  await expect(confirm).toBeDisabled();
  await block.getByLabel('Reason').fill('   ');
  await expect(confirm).toBeDisabled();
  await block.getByLabel('Reason').fill('The owner reported the card stolen.');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(block).toBeHidden();
  await expect(toActivate.getByRole('status')).toHaveText(
    `The card of ${lost.name} ending in ${lost.csn.slice(-4)} is blocked.`,
  );
  await expect(row(lost)).toHaveCount(0);
  expect((await cardOf(page.request, lost))?.status).toBe('BLOCKED');

  await installer.close();
});

// A 1×1 PNG, as an installer's logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPg9u8CAAFNAOV/tmSBAAAAAElFTkSuQmCC',
  'base64',
);

test('staff download an order’s uploaded logo with their token; a file the server no longer keeps is said so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // A personalised order of the journey's own company, with its logo uploaded.
  const company = await ownCompany(page.request, 'Dachy z Logo');
  const auth = { Authorization: `Bearer ${company.token}` };
  const upload = await page.request.post('/api/v1/shop/order/files', {
    headers: auth,
    multipart: { file: { name: 'Logo firmy.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const logo = (await upload.json()) as { uuid: string; path: string };
  const products = (await (
    await page.request.get('/api/v2/shop/products?type=personalised&limit=100', { headers: auth })
  ).json()) as { data: { uuid: string; sku: string }[] };
  // The list shows tiles; the variants are on the product's page (issue 30).
  const cards = products.data.find((p) => p.sku.startsWith('MKT-CARD-H'));
  const product = cards
    ? ((await (await page.request.get(`/api/v2/shop/products/${cards.uuid}`, { headers: auth })).json()) as {
        variants: { uuid: string; sku: string }[];
      })
    : { variants: [] };
  const variant = product.variants.find((v) => v.sku === 'MKT-CARD-H-100');
  expect(variant, 'the personalised business cards').toBeDefined();
  const placed = await page.request.post('/api/v2/orders', {
    headers: auth,
    data: {
      order: [{ uuid: variant!.uuid, quantity: 1 }],
      type: 'personalised',
      customer: {
        name: 'Karolina',
        surname: 'Kartowa',
        company_name: company.name,
        email: company.email,
        phone_prefix: '+48',
        phone_number: '500 000 001',
        country: 'PL',
        street: 'ulica Marszałkowska',
        house_number: '12',
        city: 'Warszawa',
        postal_code: '00-624',
        delivery: 'company',
      },
      data: {
        [variant!.uuid]: {
          name: 'Karolina',
          surname: 'Kartowa',
          companyName: company.name,
          email: company.email,
          services: Array.from({ length: 4 }, (_, i) => ({ text: `Service ${i + 1}`, icon: 'window' })),
          logo: { uuid: logo.uuid },
        },
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { uuid: string; number: string };

  // The order's page offers the file as a download button; the bytes saved are the installer's.
  await signIn(page, await newStaffMember(page, 'operations', 'Otto Operations'));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/staff/orders/${order.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  // What the cards print, field by field under the form's labels, not the stored JSON.
  const printed = page.getByRole('table', { name: 'Personalisation' });
  await expect(printed.getByRole('row', { name: /Surname/ })).toContainText('Kartowa');
  await expect(printed.getByRole('row', { name: /Services/ })).toContainText(
    'Service 1, Service 2, Service 3, Service 4',
  );
  await expect(printed).not.toContainText('{');
  // And drawn as the installer saw it, the uploaded logo fetched with the staff token.
  const preview = page.getByRole('figure', { name: 'Preview' });
  await expect(preview).toContainText('Karolina');
  await expect(preview.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /^blob:/);
  const button = page.getByRole('button', { name: 'Download Logo firmy.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('Logo firmy.png');
  expect(new Uint8Array(await readFile(await download.path()))).toEqual(new Uint8Array(PNG));
  await expectNoViolations(page, 'order detail with its files');

  // The server no longer keeps the file (removed from its data folder): the failure is said, translated.
  await rm(`.e2e-data-${e2ePort}/uploads/${logo.path}`);
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('This file is no longer kept on the server.');
  await expectNoViolations(page, 'order detail: a failed download');
});
