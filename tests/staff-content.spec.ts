import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signInOwner } from './fixtures/offline.ts';
import { contentMember, expectNoViolations, shotAtBothSizes, signIn } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// Content edited by staff (issue 28, decision 0289): a content staff member writes a news article in English and
// Polish with a picture, a script tag slips into the Polish text on its way to the server, and the Polish demo
// installer reads the Polish version with the picture and without any script.

const SHOTS = process.env.CONTENT_SHOTS; // a folder for screenshots of the new screens, when set

const shot = (page: Page, name: string) => shotAtBothSizes(page, SHOTS, name);

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
  // Written in English (the fallback) and Polish (decision 0289 of 2026-11-27): each installer reads their language.
  const enTitle = `Roof calculator ${stamp}`;
  const plTitle = `Kalkulator dachu ${stamp}`;
  await dialog.getByLabel('Title').fill(enTitle);
  await dialog.getByLabel('Address').fill('not a link');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The link is an address on the web (https://…).')).toBeVisible();
  await expectNoViolations(page, 'the resource dialog with an error');
  await dialog.getByRole('tab', { name: /^PL/ }).click();
  await dialog.getByLabel('Title').fill(plTitle);
  await dialog.getByLabel('Description').fill('Policz okna i kołnierze.');
  await expect(dialog.getByRole('tab', { name: /^PL .*, written/ })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /^EN .*, written/ })).toBeVisible();
  await dialog.getByLabel('Address').fill('https://club.example/kalkulator');
  await expectNoViolations(page, 'the resource dialog in two languages');
  await shot(page, 'content-resource-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${enTitle}` })).toBeVisible();
  await expect(page.getByText('Languages EN, PL')).toBeVisible();
  await shot(page, 'content-resources');

  // The Polish installer reads the Polish title; on a device set to English, the English one.
  const installer = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const app = await installer.newPage();
  await signInOwner(app, 'member.pl@example.com');
  await app.evaluate(() => localStorage.setItem('language', 'pl'));
  await app.goto('/resources');
  await expect(app.getByText(plTitle)).toBeVisible();
  await expect(app.getByText('Policz okna i kołnierze.')).toBeVisible();
  await expect(app.getByText(enTitle)).toHaveCount(0);
  await installer.close();
  const english = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await english.addInitScript(() => localStorage.setItem('language', 'en'));
  const phone = await english.newPage();
  await signInOwner(phone, 'owner.pl@example.com');
  await phone.goto('/resources');
  await expect(phone.getByText(enTitle)).toBeVisible();
  await english.close();

  // Removed again, so the region keeps its six seeded tiles for the other journeys (the delete dialog passes axe).
  await page.getByRole('button', { name: `Delete ${enTitle}` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete the link' });
  await expectNoViolations(page, 'the resource delete dialog');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Edit ${enTitle}` })).toHaveCount(0);
});
