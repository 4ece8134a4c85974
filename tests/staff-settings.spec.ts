import type { Page } from '@playwright/test';
import { signInByEmail } from './fixtures/sign-in.ts';
import { contentMember, expectNoViolations, signIn } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// Region settings in the staff console (issue 28, decision 0288): a content staff member changes what installers
// of a region earn and the installer's own app shows it; a tier bracket that overlaps the one before is refused
// with the message and nothing typed is lost. axe at 0 on every screen, with an error shown and a dialog open.

const OPERATOR = { 'X-Operator-Key': 'e2e-operator-key' }; // playwright.config.ts
const PL = '/api/staff/settings/regions/2';
/** SETTINGS_SHOTS=<folder>: screenshots of each screen at a laptop's and a phone's size, to look at. */
const SHOTS = process.env.SETTINGS_SHOTS;

test.use({ viewport: { width: 1366, height: 900 } });

interface Behaviour {
  uuid: string;
  slug: string;
  icon: string;
  points: number;
  active: boolean;
  name: Record<string, string>;
  description: Record<string, string>;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('a content staff member changes what a behaviour earns and the Polish installer’s rewards page shows it', async ({
  page,
  browser,
}) => {
  const before = (await (await page.request.get(PL, { headers: OPERATOR })).json()) as { behaviours: Behaviour[] };
  const training = before.behaviours.find((b) => b.slug === 'training')!;
  expect(training.points).toBe(100);
  try {
    await signIn(page, await contentMember(page));
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Console areas' })
      .getByRole('link', { name: 'Region settings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Region settings' })).toBeVisible();
    await expectNoViolations(page, 'settings without a region');
    await shoot(page, 'settings-picker');
    await page.getByLabel('Region').selectOption({ label: 'Poland' });
    await expect(page).toHaveURL(/\/staff\/settings\/2$/);

    const card = page.getByRole('tabpanel').locator('.mantine-Paper-root').filter({ hasText: 'Attend a training' });
    await expect(card).toContainText('Points: 100');
    await card.getByRole('button', { name: 'Change Attend a training' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the behaviour “Attend a training”' });
    await expect(dialog.getByLabel('Language of the texts')).toContainText('Polski · written');
    // An empty figure is refused with the field's message, and the dialog keeps what was typed.
    await dialog.getByLabel('Points').fill('');
    await dialog.getByLabel('Name (English)').fill('Attend a certified training');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a number.').first()).toBeVisible();
    await expect(dialog.getByLabel('Name (English)')).toHaveValue('Attend a certified training');
    await expectNoViolations(page, 'behaviour dialog with an error');
    await shoot(page, 'settings-behaviour-dialog-error');
    await dialog.getByLabel('Points').fill('135');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Saved.');
    const changed = page
      .getByRole('tabpanel')
      .locator('.mantine-Paper-root')
      .filter({ hasText: 'Attend a certified training' });
    await expect(changed).toContainText('Points: 135');
    await expectNoViolations(page, 'behaviours after a save');
    await shoot(page, 'settings-behaviours');

    // The installer of the region, on a device of their own: the new name and figure on the rewards page.
    const installer = await browser.newContext();
    try {
      const app = await installer.newPage();
      await signInByEmail(app, 'owner.pl@example.com');
      await app.goto('/rewards');
      const ways = app.getByRole('list', { name: 'Ways to earn points' });
      const item = ways.getByRole('listitem').filter({ hasText: 'Attend a certified training' });
      await expect(item).toContainText('+135 points');
    } finally {
      await installer.close();
    }

    // The audit log names the change.
    const audit = await page.request.get(
      `/api/staff/audit?action=settings.behaviour_changed&object_id=${training.uuid}`,
      { headers: OPERATOR },
    );
    const lines = ((await audit.json()) as { lines: { actor: { kind: string; name?: string } }[] }).lines;
    expect(lines.map((line) => line.actor.name)).toContain('Cora Content');
  } finally {
    // Back to the seed's behaviour, for the journeys that read it.
    const restore = await page.request.put(`${PL}/behaviours/${training.uuid}`, {
      headers: OPERATOR,
      data: {
        name: training.name,
        description: training.description,
        icon: training.icon,
        points: training.points,
        active: training.active,
      },
    });
    expect(restore.status()).toBe(200);
  }
});

test('a tier bracket that overlaps the one before is refused with the message, and the form keeps what was typed', async ({
  page,
}) => {
  await signIn(page, await contentMember(page));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/staff/settings/2');
  await page.getByRole('tab', { name: 'Tiers' }).click();
  const tier = page.getByRole('region', { name: 'Roof windows' });
  const third = tier.getByRole('group', { name: 'Bracket 3' });
  await expect(third.getByLabel('From')).toHaveValue('30');
  await third.getByLabel('From').fill('25');
  await tier.getByRole('button', { name: 'Save the tier' }).click();
  const message = 'Bracket 3 overlaps bracket 2: it starts at 25, but bracket 2 runs to 29.';
  await expect(third.getByText(message)).toBeVisible();
  await expect(tier.getByRole('alert')).toContainText(message);
  await expect(third.getByLabel('From')).toHaveValue('25');
  await expectNoViolations(page, 'tiers with an overlap refused');
  await shoot(page, 'settings-tiers-error');
  // Nothing changed on the server.
  const tiers = (await (await page.request.get(PL, { headers: OPERATOR })).json()) as {
    tiers: { name: string; brackets: { from: number }[] }[];
  };
  expect(tiers.tiers.find((t) => t.name === 'Roof windows')!.brackets.map((b) => b.from)).toEqual([0, 10, 30, 60]);

  for (const [tab, name] of [
    ['Basic points', 'settings-basic-points'],
    ['Orders, team and welcome', 'settings-general'],
    ['Company types', 'settings-company-types'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoViolations(page, tab);
    await shoot(page, name);
  }
  await page.getByRole('button', { name: 'Change Sole trader' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the company type “Sole trader”' });
  await dialog.getByLabel('Disclaimer (English)').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Write the English text: the registration asks installers to accept it.').first(),
  ).toBeVisible();
  await expectNoViolations(page, 'company type dialog with an error');
  await shoot(page, 'settings-company-type-dialog-error');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Behaviours' }).click();
    await shoot(page, 'settings-behaviours');
    await page.getByRole('tab', { name: 'Tiers' }).click();
    await shoot(page, 'settings-tiers');
    await page.getByRole('tab', { name: 'Orders, team and welcome' }).click();
    await shoot(page, 'settings-general');
    await page.getByRole('tab', { name: 'Basic points' }).click();
    await shoot(page, 'settings-basic-points');
    await page.getByRole('tab', { name: 'Behaviours' }).click();
    await page.getByRole('button', { name: 'Change Survey' }).click();
    await shoot(page, 'settings-behaviour-dialog');
  }
});
