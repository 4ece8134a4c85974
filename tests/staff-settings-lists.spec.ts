import type { Page } from '@playwright/test';
import { signInByEmail } from './fixtures/sign-in.ts';
import { contentMember, expectNoViolations, signIn } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// Region settings, second part (issue 28, decision 0291): a content staff member renames a tier in Polish and the
// Polish installer reads the new name; behaviours move up and down; a company type is added, one companies have is
// refused deletion with the message, and the new one is deleted. axe at 0 with each dialog open.

const OPERATOR = { 'X-Operator-Key': 'e2e-operator-key' }; // playwright.config.ts
const PL = '/api/staff/settings/regions/2';
/** SETTINGS_SHOTS=<folder>: screenshots at a laptop's and a phone's size, to look at. */
const SHOTS = process.env.SETTINGS_SHOTS;

test.use({ viewport: { width: 1366, height: 900 } });

interface Tier {
  id: number;
  tier_category: number;
  names: Record<string, string>;
  reset: { month: number; day: number };
  brackets: { points: number; from: number; to: number | null }[];
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('a content staff member renames a tier in Polish and the Polish installer’s rewards page shows the new name', async ({
  page,
  browser,
  baseURL,
}) => {
  const before = (await (await page.request.get(PL, { headers: OPERATOR })).json()) as { tiers: Tier[] };
  const flashings = before.tiers.find((d) => d.tier_category === 2)!;
  expect(flashings.names.pl).toBe('Kołnierze');
  try {
    await signIn(page, await contentMember(page));
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/staff/settings/2');
    await page.getByRole('tab', { name: 'Tiers' }).click();
    const tier = page.getByRole('region', { name: 'Flashings' });
    await tier.getByLabel('Language of the texts').selectOption('pl');
    const polish = tier.getByLabel('Tier name (Polski)');
    await expect(polish).toHaveValue('Kołnierze');
    await polish.fill('Kołnierze uszczelniające');
    await tier.getByRole('button', { name: 'Save the tier' }).click();
    await expect(tier.getByRole('status')).toContainText('Saved.');
    await expectNoViolations(page, 'tiers after renaming one');
    await shoot(page, 'settings-tier-names');

    // The Polish owner, on a device of their own speaking Polish: the new name heads the category.
    const installer = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'language', value: 'en' }] }] },
    });
    try {
      const app = await installer.newPage();
      await signInByEmail(app, 'owner.pl@example.com');
      await app.evaluate(() => localStorage.setItem('language', 'pl'));
      await app.goto('/rewards');
      await expect(app.locator('html')).toHaveAttribute('lang', 'pl');
      await expect(app.getByRole('heading', { level: 3, name: 'Kołnierze uszczelniające' })).toBeVisible();
    } finally {
      await installer.close();
    }
    const audit = await page.request.get(`/api/staff/audit?action=settings.tier_changed&object_id=${flashings.id}`, {
      headers: OPERATOR,
    });
    const lines = ((await audit.json()) as { lines: { actor: { name?: string } }[] }).lines;
    expect(lines.map((line) => line.actor.name)).toContain('Cora Content');
  } finally {
    const restore = await page.request.put(`${PL}/tiers/${flashings.id}`, {
      headers: OPERATOR,
      data: {
        names: flashings.names,
        reset: flashings.reset,
        brackets: flashings.brackets.map(({ points, from, to }) => ({ points, from, to })),
      },
    });
    expect(restore.status()).toBe(200);
  }
});

test('behaviours move up and down; a company type is added, the Polish owner’s is refused deletion', async ({
  page,
}) => {
  const before = (await (await page.request.get(PL, { headers: OPERATOR })).json()) as {
    behaviours: { uuid: string; name: { en: string } }[];
  };
  const order = before.behaviours.map((b) => b.uuid);
  const [first, second] = before.behaviours;
  try {
    await signIn(page, await contentMember(page));
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/staff/settings/2');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: `Move ${first!.name.en} up` })).toBeDisabled();
    const down = panel.getByRole('button', { name: `Move ${first!.name.en} down` });
    await down.click();
    await expect(page.getByRole('status')).toContainText('Saved.');
    await expect(panel.locator('.mantine-Paper-root').first()).toContainText(second!.name.en);
    await expect(down).toBeFocused();
    const box = await down.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectNoViolations(page, 'behaviours after a move');

    await page.getByRole('tab', { name: 'Company types' }).click();
    await page.getByRole('button', { name: 'Add a company type' }).click();
    const add = page.getByRole('dialog', { name: 'Add a company type' });
    await add.getByLabel('Name (English)').fill('Cooperative');
    await add.getByLabel('Language of the texts').selectOption('pl');
    await add.getByLabel('Name (Polski)').fill('Spółdzielnia');
    await expectNoViolations(page, 'company type dialog to add one');
    await shoot(page, 'settings-company-type-add');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change Cooperative' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Roofing company' }).click();
    const refuse = page.getByRole('dialog', { name: 'Delete the company type “Roofing company”?' });
    await refuse.getByRole('button', { name: 'Delete' }).click();
    await expect(refuse.getByRole('alert')).toContainText('It cannot be deleted while companies have it');
    await expectNoViolations(page, 'company type deletion refused');
    await shoot(page, 'settings-company-type-delete-refused');
    await refuse.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Cooperative' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the company type “Cooperative”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change Cooperative' })).toBeHidden();
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'settings-company-types-list');
      await page.getByRole('tab', { name: 'Behaviours' }).click();
      await shoot(page, 'settings-behaviours-order');
      await page.getByRole('tab', { name: 'Tiers' }).click();
      await shoot(page, 'settings-tier-names');
    }
  } finally {
    const restore = await page.request.put(`${PL}/behaviours-order`, { headers: OPERATOR, data: { uuids: order } });
    expect(restore.status()).toBe(200);
  }
});
