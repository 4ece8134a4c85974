import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signInOwner } from './fixtures/offline.ts';
import { expectNoViolations, signIn } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// Content edited by staff (issue 28, decision 0289): a content staff member writes a news article in English and
// Polish with a picture, a script tag slips into the Polish text on its way to the server, and the Polish demo
// installer reads the Polish version with the picture and without any script.

const SHOTS = process.env.CONTENT_SHOTS; // a folder for screenshots of the new screens, when set

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function contentMember(page: Page): Promise<string> {
  const email = `content-${Date.now()}-${Math.floor(Math.random() * 1e6)}@club.example`;
  const response = await page.request.post('/api/staff/members', {
    headers: { 'X-Operator-Key': 'e2e-operator-key' }, // playwright.config.ts
    data: { email, name: 'Cora Content', role: 'content' },
  });
  expect(response.status(), `adding ${email}`).toBe(201);
  return email;
}

const stamp = Date.now().toString(36);
const EN_TITLE = `Winter fitting days ${stamp}`;
const PL_TITLE = `Zimowe dni montażu ${stamp}`;

test('staff publish a news article in Polish and English with a picture; the Polish installer reads the Polish one without the script', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, await contentMember(page));
  await page
    .getByRole('navigation', { name: 'Console areas' })
    .getByRole('link', { name: 'News and tutorials' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByLabel('Region').selectOption({ label: 'Poland' });
  await expect(page.getByRole('link', { name: 'Autumn double points on roof windows' }).first()).toBeVisible();
  await expectNoViolations(page, 'the list of news');
  await shot(page, 'content-list');

  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
  // Poland comes chosen from the list's filter; saving with no text is refused with what to write.
  await expect(page.getByRole('checkbox', { name: 'Poland' })).toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Write the article in at least one language.');
  await expectNoViolations(page, 'the editor with a validation error');
  await shot(page, 'content-editor-error');

  // English: title, excerpt and a formatted text in the Tiptap editor.
  await page.getByLabel('Title', { exact: true }).fill(EN_TITLE);
  await page.getByLabel('Excerpt').fill('Fitting roof windows in the cold, step by step.');
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.type('Warm the flashing before you bend it.');
  await expect(page.getByRole('tab', { name: /^EN English, written/ })).toBeVisible();

  // Polish.
  await page.getByRole('tab', { name: /^PL/ }).click();
  await page.getByLabel('Title', { exact: true }).fill(PL_TITLE);
  await page.getByLabel('Excerpt').fill('Montaż okien dachowych w mrozie, krok po kroku.');
  await page.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.type('Ogrzej kołnierz, zanim go zegniesz.');
  await expect(page.getByRole('tab', { name: /^PL .*, written/ })).toBeVisible();

  // A picture, checked and resized by the server, shown in the editor.
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'The chosen picture' })).toBeVisible({ timeout: 60_000 });

  // The preview draws it as the app does.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview as installers see it' });
  await expect(preview.getByRole('heading', { name: PL_TITLE })).toBeVisible();
  await expectNoViolations(page, 'the preview dialog');
  await shot(page, 'content-preview');
  await preview.getByRole('button', { name: 'Close' }).click();

  // A script reaches the server in the Polish text (as from a client that does not sanitise): it is not stored.
  await page.route('**/api/staff/content', async (route) => {
    const body = route.request().postDataJSON() as { versions: Record<string, { body: string }> };
    body.versions.pl!.body += '<script>window.__contentScript = "ran"</script><p>Koniec.</p>';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/staff\/content\/[0-9a-f-]{36}\?saved=1$/);
  const uuid = /content\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the article' })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await shot(page, 'content-editor');

  // The delete dialog (axe with a dialog open), cancelled.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the article' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'the delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The Polish demo installer reads the Polish version with the picture, and no script is in the article.
  const installer = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const app = await installer.newPage();
  await signInOwner(app, 'member.pl@example.com');
  // The installer reads the app in Polish (the language chosen on this device, decisions 0281 and 0289).
  await app.evaluate(() => localStorage.setItem('language', 'pl'));
  await app.goto(`/news/${uuid}`);
  await expect(app.getByRole('heading', { level: 1, name: PL_TITLE })).toBeVisible();
  const article = app.locator('article');
  await expect(article.getByText('Ogrzej kołnierz, zanim go zegniesz.')).toBeVisible();
  await expect(article.getByText('Koniec.')).toBeVisible();
  const picture = article.locator('img[src*="/api/v1/media/"]');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  await expect(article.locator('script')).toHaveCount(0);
  expect(await app.evaluate(() => (window as { __contentScript?: string }).__contentScript)).toBeUndefined();
  await installer.close();
});

test('hero slides and resources per region: a dialog open passes axe, a resource added reaches the installer', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, await contentMember(page));
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Hero slides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hero slides' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expectNoViolations(page, 'hero slides');
  await shot(page, 'content-slides');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const slide = page.getByRole('dialog', { name: 'Edit the slide' });
  await expect(slide.getByLabel('Title in English')).not.toHaveValue('');
  await expectNoViolations(page, 'a hero slide dialog');
  await shot(page, 'content-slide-dialog');
  await slide.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New link' });
  const title = `Kalkulator dachu ${stamp}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Address').fill('not a link');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The link is an address on the web (https://…).')).toBeVisible();
  await expectNoViolations(page, 'the resource dialog with an error');
  await dialog.getByLabel('Address').fill('https://club.example/kalkulator');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  await shot(page, 'content-resources');

  const installer = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const app = await installer.newPage();
  await signInOwner(app, 'member.pl@example.com');
  await app.goto('/resources');
  await expect(app.getByText(title)).toBeVisible();
  await installer.close();
});
