import type { Browser, Locator, Page } from '@playwright/test';
import { signInOwner, uniqueStreet } from './fixtures/offline.ts';
import { operator } from './fixtures/operator.ts';
import { expectAllSent, openSyncSheet, syncButton } from './fixtures/outbox.ts';
import { signInByEmail } from './fixtures/sign-in.ts';
import { expectNoViolations } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the bottom navigation works from the keyboard and marks the current destination', async ({ page }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Projects', 'Shop', 'Balance']);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const box = await bar.getByRole('link', { name: 'Projects' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);

    await bar.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link', { name: 'Projects' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/projects');
    await expect(bar.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeHidden();
  });

  test('More opens a sheet with the other destinations, the language and the display', async ({ page }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    await page.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet.getByRole('navigation', { name: 'More' }).getByRole('link')).toHaveText([
      'News',
      'Rewards',
      'Resources',
      'Team',
      'Orders',
      'Support',
      'Profile',
    ]);
    await expect(sheet.getByLabel('Language')).toHaveValue('en');
    await sheet.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(sheet).toBeHidden();
  });

  test('the projects list is a stack of cards with status, days left and points, without sideways scrolling', async ({
    page,
  }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    await page.goto('/projects');
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(0);
    // The newest card (other journeys add projects to this company, so a seeded one may be on a later page).
    const card = cards.first();
    for (const text of ['Open', 'Days left', 'Points'])
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d+ \/ \d+$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A detail screen has a back arrow to its list.
    await card.getByRole('link').click();
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL('/projects');
  });

  test('the top bar keeps one row at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInByEmail(page, 'tomasz.pl@example.com');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: WIDE });

  test('the header carries the navigation, the points and the user menu', async ({ page }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Projects', 'Shop', 'Balance']);
    // Parallel journeys spend the company's points: the balance, not a fixed figure.
    await expect(page.getByRole('banner').getByRole('link', { name: /^\d[\d,]* points$/ })).toBeVisible();
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Resources' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'User menu: Tomasz Wiśniewski' }).click();
    const menu = page.getByRole('menu', { name: /User menu/ });
    for (const item of ['Profile', 'Orders', 'Support', 'Log out'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'High contrast (sunlight)' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('breadcrumbs follow the path', async ({ page }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    await page.goto('/projects/add');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Projects', 'New']);
    await expect(crumbs.getByText('New')).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(page.getByRole('row').first()).toBeVisible();
  });

  test("the footer links the documents of the user's region and its club address", async ({ page }) => {
    await signInByEmail(page, 'owner.ro@example.com');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      /\/files\/ro\/terms\.pdf$/,
    );
    for (const [name, file] of [
      ['Commercial rules', 'commercial-rules'],
      ['Privacy', 'privacy'],
      ['Marketing consent', 'marketing-consent'],
    ])
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`/files/ro/${file}\\.pdf$`));
    await expect(footer.getByText('Installer Club Romania')).toBeVisible();
  });

  test('an unknown path shows the 404 inside the frame, and every screen has its own title', async ({ page }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    await expect(page).toHaveTitle(/Installer Club$/);
    await page.goto('/projects');
    await expect(page).toHaveTitle('Projects · Installer Club');
    await page.goto('/projects/add');
    await expect(page).toHaveTitle('New project · Installer Club');
    await page.goto('/no/such/roof');
    await expect(page.getByRole('heading', { name: 'No window on this roof.' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Installer Club');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible();
  });

  test('the dark scheme follows the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInByEmail(page, 'tomasz.pl@example.com');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
    expect(r + g + b).toBeLessThan(150);
  });
});

test.describe('the language of the profile', () => {
  // A new device: no language chosen on it yet (the other journeys start with English chosen).
  test.use({ storageState: { cookies: [], origins: [] }, viewport: WIDE });

  test('a Polish user signs in to a Polish interface', async ({ page }) => {
    await signInByEmail(page, 'member.pl@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('button', { name: 'Continue with e-mail' })).toHaveCount(0);
  });

  test('a language chosen in the switcher is saved to the profile and used at the next sign-in', async ({
    page,
    browser,
  }) => {
    await signInByEmail(page, 'decor.cz@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/company/user/'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /: Čeština$/ })
      .click();
    await page.getByRole('menuitem', { name: 'Magyar' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

    const fresh = await newDevice(browser);
    try {
      await signInByEmail(fresh, 'decor.cz@example.com');
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'hu');
      // Back to Czech, so the demo account is as it was.
      await fresh
        .getByRole('banner')
        .getByRole('button', { name: /: Magyar$/ })
        .click();
      await fresh.getByRole('menuitem', { name: 'Čeština' }).click();
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'cs');
    } finally {
      await fresh.context().close();
    }
  });
});

async function newDevice(browser: Browser): Promise<Page> {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport: WIDE, locale: 'en-GB', storageState: undefined });
  return context.newPage();
}

/** Creates a project online: a queued write that reaches the server at once. */
async function createProject(page: Page, street: string): Promise<void> {
  await page.goto('/projects/add');
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-010');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
}

/** What sits between the bottom of the header's top row and the bottom of the header, in px. */
async function underTheHeader(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const row = header?.firstElementChild;
    if (!header || !row) return -1;
    return Math.round(header.getBoundingClientRect().bottom - row.getBoundingClientRect().bottom);
  });
}

for (const viewport of [PHONE, WIDE]) {
  test.describe(`sync status in the header at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('after a sent write nothing stays under the header; the sync sheet holds the details', async ({ page }) => {
      await signInOwner(page);
      await createProject(page, uniqueStreet('Sync header'));
      await expectAllSent(page);
      expect(await underTheHeader(page)).toBeLessThanOrEqual(1);
      await page.goto('/projects');
      await expectAllSent(page);
      expect(await underTheHeader(page)).toBeLessThanOrEqual(1);
      const box = await syncButton(page).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);

      const sheet = await openSyncSheet(page);
      await expect(sheet.getByText('All changes sent')).toBeVisible();
      await expect(sheet.getByText(/^Last synced: /)).toBeVisible();
      await sheet.getByRole('button', { name: 'Sync now' }).click();
      await expect(sheet.getByRole('button', { name: 'Sync now' })).toBeEnabled();
      await expectNoViolations(page, 'the sync sheet');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(syncButton(page)).toBeFocused();
    });

    test('offline, a line under the header says so and the header counts what waits', async ({ page, context }) => {
      await signInOwner(page);
      await page.goto('/projects');
      await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
      await context.setOffline(true);
      await expect(
        page.getByText('You are offline. Your work is saved and will be sent when the signal is back.'),
      ).toBeVisible();
      await expect(syncButton(page)).toHaveAccessibleName(/^Sync: Offline/);
      expect(await underTheHeader(page)).toBeGreaterThan(20);
      await expectNoViolations(page, 'offline');
      await context.setOffline(false);
      await expect(page.getByText('You are offline.', { exact: false })).toBeHidden();
      expect(await underTheHeader(page)).toBeLessThanOrEqual(1);
    });
  });
}

test.describe('a refused write', () => {
  test.use({ viewport: PHONE });

  test('is signalled by the header and a line under it, not by a card on every screen; the sheet fixes or discards it', async ({
    page,
  }) => {
    const serial = `RW-NOPE-${Date.now().toString(36).slice(-4).toUpperCase()}`;
    await signInOwner(page);
    await createProject(page, uniqueStreet('Sync refusal'));
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(syncButton(page)).toHaveAccessibleName('Sync: 1 change not sent', { timeout: 20_000 });

    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Not sent:/)).toHaveCount(0);
    const line = page.getByRole('banner').getByRole('button', { name: 'Review' });
    await expect(line).toBeVisible();
    await expect(page.getByRole('banner').getByText('1 change was not sent')).toBeVisible();

    await line.click();
    const sheet = page.getByRole('dialog', { name: 'Sync' });
    const refusal = sheet.getByRole('alert').filter({ hasText: `Not sent: Product ${serial}` });
    await expect(refusal).toBeVisible();
    await expectNoViolations(page, 'the sync sheet with a refusal');
    await refusal.getByRole('button', { name: 'Discard' }).click();
    await expect(refusal).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectAllSent(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Review' })).toHaveCount(0);
  });
});

/** The elements in `scope` whose text is wider than their box (cut off, with or without an ellipsis). */
async function cutText(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((el): el is HTMLElement => el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.textContent?.trim()} (${el.scrollWidth} > ${el.clientWidth})`),
    ),
  );
}

test.describe('labels are never cut', () => {
  test.use({ viewport: PHONE });

  test('Polish bottom bar and Hungarian buttons fit at 390 px', async ({ page }) => {
    await operator('ticket', 'reply', '7c1e4b52-3f0a-4d6e-9b1a-5a1d2c3e4f01', 'Dopisaliśmy punkty.');
    await signInOwner(page);
    await page.evaluate(() => localStorage.setItem('language', 'pl'));
    await page.goto('/projects');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const bar = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(bar.getByRole('link', { name: 'Strona główna' })).toBeVisible();
    expect(await cutText(bar)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('language', 'hu'));
    await page.goto('/user');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    const save = page.getByRole('button', { name: 'Személyes adatok mentése' });
    await expect(save).toBeVisible();
    expect(await cutText(save)).toEqual([]);
    expect(await cutText(page.getByRole('navigation').last())).toEqual([]);

    await page.goto('/notifications');
    await page.getByRole('list').getByRole('link').first().click();
    const open = page.getByRole('link', { name: 'Beszélgetés megnyitása' });
    await expect(open).toBeVisible();
    expect(await cutText(open)).toEqual([]);
  });
});

test.describe("the frame in the reader's language and size", () => {
  test.use({ viewport: PHONE });

  test('the header logo is a 44 px target', async ({ page }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    const logo = page.getByRole('link', { name: 'Installer Club, home' });
    const box = await logo.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test("the footer names the country in the reader's language", async ({ page }) => {
    await signInByEmail(page, 'owner.ro@example.com');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('· Romania')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'pl'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(footer.getByText('· Rumunia')).toBeVisible();
  });

  test('the 404 page has no crumb made of the unknown path', async ({ page }) => {
    await signInByEmail(page, 'tomasz.pl@example.com');
    await page.goto('/no/such/roof');
    await expect(page.getByRole('heading', { name: 'No window on this roof.' })).toBeVisible();
    // The page's own way home stays; no crumb is made of the unknown path.
    await expect(page.getByRole('link', { name: /^Back to (?!home$)/ })).toHaveCount(0);
    await expect(page.getByText('such')).toHaveCount(0);
    await expect(page.getByText('roof', { exact: true })).toHaveCount(0);
  });
});
