import { projectsAt, signInOwner, uniqueStreet } from './fixtures/offline.ts';
import { expectAllSent } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

test('the list by status: a closed project shows a dash for days left and its flags, without removal', async ({
  page,
}) => {
  await signInOwner(page);
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page.getByRole('link', { name: /ul\. Lipowa 12/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page).toHaveURL(/status=closed/);
  const row = page.getByRole('row', { name: /ul\. Kwiatowa 8/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('–');
  await expect(row).toContainText('Closed');
  await expect(row.getByRole('button', { name: /Delete project/ })).toHaveCount(0);
  await row.getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Products', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add products' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Survey' }).click();
  await expect(page).toHaveURL(/\/survey$/);
});

test('a new project without products can be deleted after a confirmation', async ({ page }) => {
  const street = uniqueStreet('Delete');
  await signInOwner(page);
  await page.goto('/projects/add');
  const create = page.getByRole('button', { name: 'Create project' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('Postal code').fill('30-005');
  await create.click();
  await expect(page.getByRole('heading', { name: new RegExp(street) })).toBeVisible();
  await expectAllSent(page);
  await expect(page.getByText('No products in this project yet.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Survey' }).click();
  await expect(page.getByText('Add at least one product to the project before finishing it.')).toBeVisible();

  await page.goto('/projects');
  await page.getByRole('button', { name: `Delete project ${street}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByRole('link', { name: new RegExp(street) })).toHaveCount(0);
  expect(await projectsAt(page, street)).toHaveLength(0);
});
