import type { Page } from '@playwright/test';
import { apiAsPage } from './fixtures/api-as-page.ts';
import { signInOwner } from './fixtures/offline.ts';
import { codeSentBy } from './fixtures/outbox.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { expect, test } from './fixtures/test.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
/** Where the screenshots of the new screens go when SHOTS names a folder (looked at by hand, not compared). */
const SHOTS = process.env.SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['wide', WIDE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** Letters only (names may hold no digits), different on every run so parallel and repeated runs never clash. */
function uniqueLetters(length: number): string {
  const letters = 'abcdefghijklmnoprstuwyz';
  let out = '';
  for (let i = 0; i < length; i++) out += letters[Math.floor(Math.random() * letters.length)];
  return out;
}

/** A Polish mobile number no seeded or earlier member has (the 66 range no other journey uses). */
const uniquePhone = () => `66${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Whom a login code asked for by this Polish number would go to: the account's uuid, or null when none. */
async function accountOfPhone(page: Page, national: string): Promise<string | null> {
  const answer = await page.request.post('/api/v2/installer/login', { data: { phone: national, region: 2 } });
  if (answer.status() === 404) return null;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { user_id: string }).user_id;
}

/** A member's first sign-in by phone: the code from the outbox, the consent step, then home. */
async function firstSignInByPhone(page: Page, national: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await page.getByLabel('Country code').click();
  await page.getByRole('option', { name: /\+48 PL/ }).click();
  await page.getByLabel('Phone number').fill(national);
  const send = () => page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await codeSentBy(page, `+48${national}`, send));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Marketing consent' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL('/');
}

test('an owner proposes a member a new phone: it signs nobody in until the member confirms it in the profile', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The owner, on a phone of his own.
  const ownerContext = await browser.newContext({ baseURL, viewport: PHONE });
  const owner = await ownerContext.newPage();
  await signInOwner(owner);
  const surname = `Test${uniqueLetters(8)}`;
  const name = `Ida ${surname}`;
  const first = uniquePhone();
  await owner.goto('/team/add');
  await owner.getByLabel('First name').fill('Ida');
  await owner.getByLabel('Surname').fill(surname);
  await owner.getByLabel('Phone number').fill(first);
  await owner.getByRole('button', { name: 'Add and invite' }).click();
  await expect(owner.getByText(`${name} was added to the team and invited.`)).toBeVisible();
  const team = (await apiAsPage(owner, 'GET', '/v2/installer/user')).body as {
    data: { uuid: string; surname: string }[];
  };
  const uuid = team.data.find((m) => m.surname === surname)!.uuid;

  // The member takes up the invitation: from now on the number is hers.
  await page.setViewportSize(PHONE);
  await firstSignInByPhone(page, first);

  // The owner gives her another number in the team screen: it is only proposed.
  const second = uniquePhone();
  await owner.goto(`/team/${uuid}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(owner.getByText(`A new phone number or e-mail is sent to ${name} to confirm`)).toBeVisible();
  await owner.getByLabel('Phone number').fill(second);
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner).toHaveURL('/team');
  await expect(
    owner.getByText(`The changes to ${name} were saved. The new sign-in details wait for their confirmation.`),
  ).toBeVisible();
  await owner.getByRole('link', { name, exact: true }).click();
  await expect(owner).toHaveURL(`/team/${uuid}`);
  const waiting = owner.getByRole('region', { name: `Waiting for confirmation by ${name}` });
  await expect(waiting).toContainText(`+48 ${second.slice(0, 3)} ${second.slice(3, 6)} ${second.slice(6)}`);
  await expect(owner.getByLabel('Phone number')).toHaveValue(first);
  await expectNoSeriousViolations(owner);
  await shoot(owner, 'team-edit-waiting');
  // The proposed number reaches nobody; the member still signs in with hers.
  expect(await accountOfPhone(owner, second)).toBeNull();
  expect(await accountOfPhone(owner, first)).toBe(uuid);

  // The member sees it in her profile, with who proposed it, and confirms it.
  await page.goto('/user');
  const card = page.getByRole('region', { name: 'Sign-in details to confirm' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Piotr Kowalski, the owner of your company, proposed it');
  await expectNoSeriousViolations(page);
  await shoot(page, 'profile-identifier-card');
  const confirm = card.getByRole('button', { name: 'Confirm this number' });
  expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await confirm.click();
  const shown = `+48 ${second.slice(0, 3)} ${second.slice(3, 6)} ${second.slice(6)}`;
  await expect(
    page.getByRole('status').filter({ hasText: `Your sign-in phone number is now ${shown}.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm this number' })).toHaveCount(0);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(`+48${second}`);
  await shoot(page, 'profile-identifier-confirmed');

  // Now the new number signs her in and the old one no longer; the old one was told.
  expect(await accountOfPhone(page, second)).toBe(uuid);
  expect(await accountOfPhone(page, first)).toBeNull();
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(`+48${first}`)}`);
  expect(JSON.stringify(await outbox.json())).toContain('no longer signs you in');

  // The owner's team is left as it was.
  expect((await apiAsPage(owner, 'DELETE', `/v1/installer/user/${uuid}`)).status).toBe(204);
  await ownerContext.close();
});
