import type { BrowserContext, Page } from '@playwright/test';
import { apiAsPage } from './fixtures/api-as-page.ts';
import { signInOwner } from './fixtures/offline.ts';
import { phoneOn, startOwnServer } from './fixtures/own-server.ts';
import { expectNoSeriousViolations } from './fixtures/shop.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expect, test } from './fixtures/test.ts';

interface Member {
  uuid: string;
  name: string;
  surname: string;
  phone: string | null;
}

/** The company's members as the server lists them (first page of 20). */
async function serverTeam(page: Page): Promise<Member[]> {
  const answer = await apiAsPage(page, 'GET', '/v2/installer/user');
  expect(answer.status).toBe(200);
  return (answer.body as { data: Member[] }).data;
}

/** Letters only (names may hold no digits), different on every run so parallel and repeated runs never clash. */
function uniqueLetters(length: number): string {
  const letters = 'abcdefghijklmnoprstuwyz';
  let out = '';
  for (let i = 0; i < length; i++) out += letters[Math.floor(Math.random() * letters.length)];
  return out;
}

/** A Polish mobile number no seeded or earlier member has. */
const uniquePhone = () => `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

test('the owner adds an installer, who appears in the table and on the server, then edits and removes them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInOwner(page);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page).toHaveTitle(/Team/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Piotr Kowalski/ })).toContainText('Owner');
  await expect(table.getByRole('row', { name: /Katarzyna Wójcik/ })).toContainText('Invited');
  // The owner's own row: a link to the own details, but no menu (one cannot remove or invite oneself).
  await expect(page.getByRole('button', { name: 'Actions for Piotr Kowalski' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions for Anna Nowak' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Without a connection the list stays readable; adding waits for the signal and says why.
  await page.context().setOffline(true);
  await expect(page.getByRole('button', { name: 'Add installer' })).toBeDisabled();
  await expect(page.getByText('Adding an installer needs a connection.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Anna Nowak/ })).toBeVisible();
  await page.context().setOffline(false);

  await page.getByRole('link', { name: 'Add installer' }).click();
  await expect(page).toHaveURL('/team/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add installer' })).toBeVisible();
  // Empty: every required field says so, and the first one takes the focus.
  await page.getByRole('button', { name: 'Add and invite' }).click();
  await expect(page.getByText('Enter the first name.').first()).toBeVisible();
  await expect(page.getByText('Enter the surname.').first()).toBeVisible();
  await expect(page.getByText('The phone number is required.').first()).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  // Digits in the name and a number that is not Polish.
  await page.getByLabel('First name').fill('J4n');
  await page.getByLabel('Surname').fill('Nowak');
  await page.getByLabel('Phone number').fill('0722 000 111');
  await page.getByRole('button', { name: 'Add and invite' }).click();
  await expect(page.getByText('Digits are not allowed in the first name.').first()).toBeVisible();
  await expect(page.getByText('Invalid phone number.').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  const surname = `Test${uniqueLetters(8)}`;
  const phone = uniquePhone();
  await page.getByLabel('First name').fill('Jan');
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Phone number').fill(`${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
  await page.getByRole('button', { name: 'Add and invite' }).click();

  await expect(page).toHaveURL('/team');
  await expect(page.getByText(`Jan ${surname} was added to the team and invited.`)).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`Jan ${surname}`) });
  await expect(row).toContainText('Installer');
  await expect(row).toContainText('Invited');
  const added = (await serverTeam(page)).find((m) => m.surname === surname);
  expect(added).toMatchObject({ name: 'Jan', phone: `+48${phone}` });
  // The invitation went out by text message (no e-mail was given).
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(`+48${phone}`)}`);
  expect(JSON.stringify(await outbox.json())).toContain('has added you to the team');

  // Invited a moment ago: a second invitation must wait, and the list says so.
  await page.getByRole('button', { name: `Actions for Jan ${surname}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Resend invitation' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
  await expect(page.getByRole('alert')).toContainText('Wait a minute before sending the invitation again.');

  // Edit: the surname and the phone; only the changes are sent.
  await page.getByRole('button', { name: `Actions for Jan ${surname}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit Jan ${surname}` })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  const newSurname = `${surname}ski`;
  const newPhone = uniquePhone();
  await page.getByLabel('Surname').fill(newSurname);
  await page.getByLabel('Phone number').fill(newPhone);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/team');
  await expect(page.getByText(`The changes to Jan ${newSurname} were saved.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Jan ${newSurname}`) })).toBeVisible();
  expect((await serverTeam(page)).find((m) => m.uuid === added?.uuid)).toMatchObject({
    surname: newSurname,
    phone: `+48${newPhone}`,
  });

  // Remove, after a confirmation.
  await page.getByRole('button', { name: `Actions for Jan ${newSurname}` }).click();
  await page.getByRole('menuitem', { name: 'Remove from team' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove Jan ${newSurname} from the team?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Jan ${newSurname} was removed from the team.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Jan ${newSurname}`) })).toHaveCount(0);
  expect((await serverTeam(page)).some((m) => m.uuid === added?.uuid)).toBe(false);
});

test('a member sees the team as plain text: no links, no menus, no add button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwner(page, 'member.pl@example.com');
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Team members' });
  // Other journeys may add people to this company (an invite link): the seeded ones are there.
  await expect(cards.getByText('Piotr Kowalski')).toBeVisible();
  await expect(cards.getByText('Katarzyna Wójcik')).toBeVisible();
  await expect(cards.getByText('Anna Nowak')).toBeVisible();
  await expect(cards.getByRole('link')).toHaveCount(0);
  await expect(cards.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add installer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add installer' })).toHaveCount(0);
  // Nor an invitation code to hand out.
  await expect(page.getByRole('region', { name: 'Invitation code' })).toHaveCount(0);
  await expect(page.getByText('PLDACHY1')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

/** Replaces the device's share sheet with one that keeps what it was given (window.shared). */
async function recordShares(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const kept: ShareData[] = [];
    Object.assign(window, { shared: kept });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        kept.push(data);
      },
    });
  });
}
const sharedOn = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

test('the owner copies the invitation code and shares its link', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordShares(context);
  await signInOwner(page);
  await page.goto('/team');
  const invite = page.getByRole('region', { name: 'Invitation code' });
  await expect(invite.getByText('PLDACHY1', { exact: true })).toBeVisible();
  const copy = invite.getByRole('button', { name: 'Copy the invitation code' });
  expect((await copy.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await copy.click();
  // "Copied" on the button and said to a screen reader; the code is on the clipboard.
  await expect(invite.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(invite.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PLDACHY1');
  await expectNoSeriousViolations(page);
  await expect(invite.getByRole('button', { name: 'Copy the invitation code' })).toBeVisible();

  const share = invite.getByRole('button', { name: 'Share the invitation link' });
  expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await share.click();
  await expect
    .poll(() => sharedOn(page))
    .toEqual([
      {
        title: 'Installer Club',
        text: 'Join our team in the Installer Club: register with this link.',
        url: `${baseURL}/register?invite=PLDACHY1`,
      },
    ]);
});

test('without a share sheet the invitation link is copied, and the copy is said', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await signInOwner(page);
  await page.goto('/team');
  const invite = page.getByRole('region', { name: 'Invitation code' });
  await invite.getByRole('button', { name: 'Share the invitation link' }).click();
  await expect(invite.getByRole('status').filter({ hasText: 'The link is copied' })).toHaveText(
    'The link is copied. Paste it into a message.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Join our team in the Installer Club: register with this link. ${baseURL}/register?invite=PLDACHY1`,
  );
  await expectNoSeriousViolations(page);
});

test.describe('a team at the regional limit (own server)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('invitations can be sent again; at the limit the add button is disabled with the reason', async ({
    browser,
  }) => {
    const server = await startOwnServer();
    const context = await phoneOn(browser, server);
    const page = await context.newPage();
    try {
      await signInByEmail(page, 'owner.pl@example.com', 3, () => new Date(0));
      // Seven installers join the three seeded ones and fill PL's ten places.
      for (let i = 0; i < 7; i++) {
        const answer = await apiAsPage(page, 'POST', '/v1/installer/user', {
          name: 'Ewa',
          surname: `Nowicka${uniqueLetters(4)}`,
          phone: `6002003${String(i).padStart(2, '0')}`,
        });
        expect(answer.status).toBe(201);
      }
      await page.goto('/team');
      const cards = page.getByRole('list', { name: 'Team members' });
      await expect(cards.getByRole('listitem')).toHaveCount(11);
      const add = page.getByRole('button', { name: 'Add installer' });
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(
        /Your team is full: your region allows one owner and 10 installers/,
      );
      await expect(page.getByText('Remove someone to add a new installer.', { exact: false })).toBeVisible();
      // A full team hands out no invitation code.
      await expect(page.getByRole('region', { name: 'Invitation code' })).toHaveCount(0);
      await expectNoSeriousViolations(page);

      // Katarzyna was invited long ago and never signed in: the owner sends the invitation again.
      await page.getByRole('button', { name: 'Actions for Katarzyna Wójcik' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
      await expect(page.getByText('The invitation was sent to Katarzyna Wójcik again.')).toBeVisible();

      // The form itself says the same when opened directly.
      await page.goto('/team/add');
      await expect(page.getByText(/Your team is full/)).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveCount(0);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
