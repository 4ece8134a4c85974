import { contentMember, expectNoViolations, shotAtBothSizes, signIn } from './fixtures/staff.ts';
import { expect, test } from './fixtures/test.ts';

// News marked important (issue 29, decision 0293 of 2026-11-27): the editor's switch, labelled and 44 px tall,
// and after saving the article as published, when its push was sent.

const SHOTS = process.env.CONTENT_SHOTS; // a folder for screenshots, when set

test('staff mark a news article important; once saved as published the editor says when its push was sent', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, await contentMember(page, 'Nina News'));
  await page
    .getByRole('navigation', { name: 'Console areas' })
    .getByRole('link', { name: 'News and tutorials' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByLabel('Region').selectOption({ label: 'Poland' });
  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(`Price list from December ${Date.now().toString(36)}`);
  await page.getByLabel('Excerpt').fill('New prices of flashings from 1 December.');
  await page.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.type('The new price list is in the shop.');

  const important = page.getByRole('switch', { name: 'Important: send a push notification when published' });
  await expect(important).not.toBeChecked();
  await important.check();
  await expect(important).toBeChecked();
  const box = await page.locator('.content-switch .mantine-Switch-body').last().boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByText('Sent once to the devices of installers in its regions who allow news.')).toBeVisible();
  await expectNoViolations(page, 'the editor with the important switch');
  await important.scrollIntoViewIfNeeded();
  await shotAtBothSizes(page, SHOTS, 'content-important');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^The push was sent on .+\. Saving again does not send it again\.$/)).toBeVisible();
  await expect(important).toBeChecked();
  await expectNoViolations(page, 'the editor after the push was sent');
  await important.scrollIntoViewIfNeeded();
  await shotAtBothSizes(page, SHOTS, 'content-important-sent');
});
